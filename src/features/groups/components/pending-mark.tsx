import { Trans } from '@lingui/react/macro';
import { describeEdit, type PendingEdit } from '../../../api/edits';
import * as css from './groups.css';

/** Marks a row whose change is not on the server yet, in words (not only a colour). */
export function PendingMark({ pending }: { pending: PendingEdit }) {
  return (
    <span className={css.pending}>
      {describeEdit(pending.edit)}:{' '}
      {pending.paused ? <Trans>waiting to be sent</Trans> : <Trans>sending…</Trans>}
    </span>
  );
}
