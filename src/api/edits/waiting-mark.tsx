import { Trans } from '@lingui/react/macro';
import { describeEdit } from './describe.ts';
import type { Edit } from './edit.ts';

export interface WaitingMarkProps {
  edit: Edit;
  /** On its way now (online), rather than kept until the connection is back. */
  sending?: boolean;
  className?: string;
}

/** A change not on the server yet, in words on its row (not only a colour). */
export function WaitingMark({ edit, sending = false, className }: WaitingMarkProps) {
  const what = describeEdit(edit);
  return (
    <span className={className}>
      {sending ? <Trans>Sending: {what}</Trans> : <Trans>Waiting to be sent: {what}</Trans>}
    </span>
  );
}
