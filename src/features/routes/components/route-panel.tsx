import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Route } from '../../../api/contract/routes.ts';
import { useRunEdit, type PendingEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-provider';
import { toast } from '../../../ui/toast-store';
import * as page from '../../../ui/page.css';
import { deleteRouteEdit } from '../api/edits';
import { PendingMark } from './pending-mark';
import { RouteMap } from './route-map';
import { RouteStops } from './route-stops';
import * as css from './routes.css';

export interface RoutePanelProps {
  accountId: string;
  route: Route;
  /** Its deletion, when that waits to be sent. */
  deletion?: PendingEdit;
}

/** One route opened in a list (routes screen, show-route dialog): its map, stop points and menu. */
export function RoutePanel({ accountId, route, deletion }: RoutePanelProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const run = useRunEdit();
  const name = route.name;

  const remove = async () => {
    const yes = await confirm({
      title: t`Delete the route “${name}”?`,
      message: t`Its line and stop points are deleted with it.`,
      confirmLabel: t`Delete`,
      variant: 'danger',
    });
    if (!yes) return;
    const outcome = await run(deleteRouteEdit(accountId, route)).catch(() => null);
    if (outcome?.status === 'sent') toast.success(t`The route “${name}” was deleted.`);
  };

  return (
    <div className={css.panel}>
      <RouteMap name={name} route={route} />
      <h3 className={css.subtitle}>
        <Trans>Stop points</Trans>
      </h3>
      <RouteStops accountId={accountId} routeId={route.id} stops={route.stopPoints} />
      <div className={page.actions}>
        <Link
          to="/main/routes/add-point/$routeId"
          params={{ routeId: route.id }}
          className={css.secondaryLink}
        >
          <Trans>Add new point</Trans>
        </Link>
        {deletion ? (
          <PendingMark pending={deletion} />
        ) : (
          <Button variant="danger" size="sm" className={css.target} onClick={() => void remove()}>
            <Trans>Delete route</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
