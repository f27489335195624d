import { WaitingMark } from '../../../api/edits/waiting-mark';
import type { PendingEdit } from '../../../api/edits';
import * as css from './routes.css';

/** A route change not on the server yet, as a badge on its row. */
export function PendingMark({ pending }: { pending: PendingEdit }) {
  return <WaitingMark edit={pending.edit} sending={!pending.paused} className={css.pending} />;
}
