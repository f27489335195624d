import { Trans, useLingui } from '@lingui/react/macro';
import type { StopPoint } from '../../../api/contract/routes.ts';
import { usePendingEdits, useRunEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { toast } from '../../../ui/toast-store';
import { removeStopPointEdit } from '../api/edits';
import { colorName, cssColor } from './colors';
import { PendingMark } from './pending-mark';
import * as css from './routes.css';

const STOP_EDITS = ['route.addStopPoint', 'route.removeStopPoint'] as const;

export interface RouteStopsProps {
  accountId: string;
  routeId: string;
  stops: readonly StopPoint[];
}

/** A saved route's stop points, each with its colour and a delete (spec part 2 §7). */
export function RouteStops({ accountId, routeId, stops }: RouteStopsProps) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const run = useRunEdit();
  const pending = usePendingEdits(accountId, STOP_EDITS).filter(
    (p) => p.edit.subjectId === routeId,
  );
  const adds = pending.filter((p) => p.edit.call === 'route.addStopPoint');
  const removalOf = (id: string) =>
    pending.find(
      (p) => p.edit.params && 'stopPointId' in p.edit.params && p.edit.params.stopPointId === id,
    );

  const remove = async (stop: StopPoint) => {
    const name = stop.name;
    const yes = await confirm({
      title: t`Delete the stop point “${name}”?`,
      confirmLabel: t`Delete`,
      variant: 'danger',
    });
    if (!yes) return;
    const outcome = await run(removeStopPointEdit(accountId, routeId, stop)).catch(() => null);
    if (outcome?.status === 'sent') toast.success(t`The stop point “${name}” was deleted.`);
  };

  if (stops.length === 0 && adds.length === 0) {
    return (
      <p className={css.meta}>
        <Trans>This route has no stop points.</Trans>
      </p>
    );
  }
  return (
    <ul className={css.list} aria-label={t`Stop points`}>
      {stops.map((stop) => {
        const removal = removalOf(stop.id);
        const color = cssColor(stop.color);
        const name = stop.name;
        return (
          <li key={stop.id} className={css.item}>
            <span className={css.swatch} style={{ backgroundColor: color }} />
            <bdi className={css.grow}>{name}</bdi>
            <span className={css.meta}>{colorName(color, i18n)}</span>
            {removal ? (
              <PendingMark pending={removal} />
            ) : (
              <Button
                variant="ghost"
                size="sm"
                className={css.target}
                aria-label={t`Delete the stop point “${name}”`}
                onClick={() => void remove(stop)}
              >
                <Trans>Delete</Trans>
              </Button>
            )}
          </li>
        );
      })}
      {adds.map((p) => (
        <li key={p.edit.key} className={css.item}>
          <bdi className={css.grow}>{p.edit.subject}</bdi>
          <PendingMark pending={p} />
        </li>
      ))}
    </ul>
  );
}
