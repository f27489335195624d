import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_PICTURE_MAX_BYTES } from '../../../api/contract/profile-picture.ts';
import { userMessage } from '../../../api/http-error.ts';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { pictureQuery, profileKey, uploadPicture } from '../api/profile';
import * as css from './profile.styles';

/** The picture, or the name's first letter while there is none. */
export function Avatar({ version, name, size }: { version?: number; name: string; size: number }) {
  const { data } = useQuery(pictureQuery(version));
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  // The blob stays in memory until its URL is revoked: once a newer picture replaced it.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const box = css.avatar(size);
  if (url) return <img src={url} alt="" style={box} data-testid="profile-picture" />;
  return (
    <span aria-hidden="true" style={box}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * Picture upload (spec part 2 §5): under 2 MB, checked here first so a large file is not sent at
 * all; the server checks again, by the bytes. The spec's own texts, spelling included.
 */
export function ProfilePicture({ version, name }: { version?: number; name: string }) {
  const { t } = useLingui();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && chosen.size >= PROFILE_PICTURE_MAX_BYTES) {
      toast.warning(t`The Image must be less than 2MB`);
      event.target.value = '';
      return setFile(null);
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return toast.warning(t`There is no image selected`);
    setBusy(true);
    try {
      await uploadPicture(file);
      toast.success(t`Image updated successfuly`);
      setFile(null);
      if (input.current) input.current.value = '';
      await queryClient.invalidateQueries({ queryKey: profileKey });
    } catch (error) {
      toast.error(userMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={css.pictureRow}>
      <Avatar version={version} name={name} size={96} />
      <div style={css.stack}>
        <label htmlFor={inputId}>
          <Trans>Profile picture (JPEG, PNG or WebP, under 2 MB)</Trans>
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={choose}
        />
        <div>
          <Button size="sm" onClick={() => void upload()} disabled={busy}>
            <Trans>Upload picture</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
