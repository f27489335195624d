import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IdentityUserDto } from '../../../api/contract/identity-admin.ts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField } from '../../../ui/select-field';
import { toast } from '../../../ui/toast-store';
import { useLockUser } from './identity-api';
import { lockEnd, LOCK_CHOICES, type LockChoice } from './user-lock';
import * as s from './identity.styles';

/** Locks a user out of signing in until a chosen time; closed while `user` is null. */
export function LockDialog({ user, onClose }: { user: IdentityUserDto | null; onClose(): void }) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<LockChoice>('hour');
  const lock = useLockUser();
  const labels: Record<LockChoice, string> = {
    hour: t`For 1 hour`,
    day: t`For 1 day`,
    week: t`For 1 week`,
    forever: t`Until unlocked`,
  };
  const name = user?.userName ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user || lock.isPending) return;
    try {
      await lock.mutateAsync({ id: user.id, until: lockEnd(choice) });
      toast.success(t`Saved successfully`);
      onClose();
    } catch {
      // The call's toast said why.
    }
  };

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Lock ${name}`}
      description={t`A locked user cannot sign in until the lock ends.`}
      size="sm"
    >
      <form onSubmit={(e) => void submit(e)} style={s.form}>
        <SelectField
          label={t`Lock`}
          value={choice}
          onChange={(e) => setChoice(e.target.value as LockChoice)}
          options={LOCK_CHOICES.map((c) => ({ value: c, label: labels[c] }))}
        />
        <div style={s.buttons}>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="danger" loading={lock.isPending}>
            <Trans>Lock</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
