import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { deleteAccount } from '../api/profile';

/**
 * Delete account (spec part 2 §2): after a confirmation the server deletes the user's data and
 * revokes their tokens; the session then ends as Logout ends it. An owner of an active account
 * is refused by the server with a message the HTTP client shows.
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);

  async function run() {
    const ok = await confirm({
      title: t`Delete your account?`,
      message: t`Your profile, picture and access to every track account are removed. This cannot be undone.`,
      confirmLabel: t`Delete account`,
      variant: 'danger',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await deleteAccount();
      await onDeleted();
    } catch {
      setBusy(false); // the refusal was shown by the HTTP client
    }
  }

  return (
    <Button variant="danger" onClick={() => void run()} disabled={busy}>
      <Trans>Delete account</Trans>
    </Button>
  );
}
