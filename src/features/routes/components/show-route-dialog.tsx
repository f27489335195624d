import { useQueries, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Route } from '../../../api/contract/routes.ts';
import { HttpError } from '../../../api/http-error.ts';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { routeQuery } from '../api/get-route';
import { ROUTE_DIALOG_PAGE_SIZE, routesQuery } from '../api/list-routes';
import { RouteAccordion } from './route-accordion';
import * as css from './routes.css';

export interface ShowRouteDialogProps {
  accountId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The routes to show, already loaded (an exiting-route alert's, 100 a page: spec §9). */
  routes?: readonly Route[];
  /**
   * Or their ids: loaded one by one, at most 100. With neither, the account's first 100 routes.
   */
  routeIds?: readonly string[];
  title?: string;
}

/**
 * The show-route dialog (spec part 2 §2 "Alerts area"): 95 % of the screen high, at least half
 * of it wide (all of a phone's), the routes as the routes screen shows them.
 */
export function ShowRouteDialog(props: ShowRouteDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title ?? t`Routes`}
      width="max(50vw, 40rem)"
      className={css.dialog}
    >
      {props.open ? <DialogRoutes {...props} /> : null}
    </Dialog>
  );
}

// A route deleted meanwhile (from this dialog too) is simply not shown.
const lost = (error: unknown) => !(error instanceof HttpError && error.status === 404);

function DialogRoutes({ accountId, routes: given, routeIds }: ShowRouteDialogProps) {
  const { t } = useLingui();
  const ids = given ? [] : routeIds?.slice(0, ROUTE_DIALOG_PAGE_SIZE);
  const list = useQuery({ ...routesQuery(accountId, ROUTE_DIALOG_PAGE_SIZE), enabled: !ids });
  const details = useQueries({ queries: (ids ?? []).map((id) => routeQuery(accountId, id)) });
  const routes: readonly Route[] =
    given ?? (ids ? details.flatMap((q) => (q.data ? [q.data] : [])) : (list.data?.items ?? []));
  const loading = ids ? details.some((q) => q.isPending) : list.isPending;
  const failed = ids ? details.some((q) => q.isError && lost(q.error)) : list.isError;

  if (loading && routes.length === 0) return <Spinner label={t`Loading the routes`} />;
  return (
    <>
      {failed ? (
        <p role="alert">
          <Trans>Some routes could not be loaded.</Trans>
        </p>
      ) : null}
      {routes.length === 0 && !failed ? (
        <p>
          <Trans>No routes to show.</Trans>
        </p>
      ) : (
        <RouteAccordion accountId={accountId} routes={routes} label={t`Routes`} />
      )}
    </>
  );
}
