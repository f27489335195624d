import { useLingui } from '@lingui/react/macro';
import type { Observer } from '../../../api/contract/observers.ts';
import { useRunEdit, type PendingEdit } from '../../../api/edits';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-store';
import { activationEdit } from '../api/observer-edits';
import * as css from './observers.css';

export interface ActivationSwitchProps {
  accountId: string;
  observer: Observer;
  /** This observer's activations not yet done by the server, oldest first. */
  pending: readonly PendingEdit[];
}

/**
 * Spec part 2 §4 "Observer activation": on activates, off deactivates, a spinner while the server
 * works, "SuccessEnabled"/"SuccessDisabled", then the list is refetched (the edit's invalidates).
 * An activation kept offline shows the state asked for until it is sent.
 */
export function ActivationSwitch({ accountId, observer, pending }: ActivationSwitchProps) {
  const { t } = useLingui();
  const observerName = observer.name;
  const run = useRunEdit();
  const last = pending.at(-1);
  const on = last ? last.edit.call === 'observer.activate' : observer.status === 'Active';
  const busy = pending.some((p) => !p.paused);

  const toggle = async () => {
    // aria-disabled, not disabled: the switch keeps focus while the server answers.
    if (busy) return;
    try {
      const outcome = await run(activationEdit(accountId, observer, !on));
      if (outcome.status === 'sent') {
        toast.success(on ? t`Disabled successfully` : t`Enabled successfully`);
      }
    } catch {
      // Refused (a plan's user count, for one): the toast says why; the list shows what is true.
    }
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      aria-label={t`Active: ${observerName}`}
      className={css.switchButton}
      onClick={() => void toggle()}
    >
      <span className={css.track} aria-hidden="true">
        <span className={css.thumb} />
      </span>
      <span aria-hidden="true">{t({ message: 'Active', context: 'observer status' })}</span>
      {busy ? <Spinner size="sm" decorative /> : null}
    </button>
  );
}
