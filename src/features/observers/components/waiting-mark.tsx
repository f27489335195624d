import { Trans } from '@lingui/react/macro';
import { describeEdit, type Edit } from '../../../api/edits';

/** An edit kept on the device until the connection is back, in words ("Waiting to be sent: …"). */
export function WaitingMark({ edit, className }: { edit: Edit; className?: string }) {
  const what = describeEdit(edit);
  return (
    <span className={className}>
      <Trans>Waiting to be sent: {what}</Trans>
    </span>
  );
}
