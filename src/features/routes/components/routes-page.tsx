import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePendingEdits } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { OfflineSince } from '../../../ui/offline-since';
import { Spinner } from '../../../ui/spinner';
import { useOnline } from '../../../ui/use-online';
import * as page from '../../../ui/page.css';
import { routesQuery } from '../api/list-routes';
import { RouteAccordion } from './route-accordion';
import * as css from './routes.css';

const CREATES = ['route.create'] as const;

/** /main/routes (spec part 2 §2 "Routes area"): the account's routes (up to 1000) and "Add route". */
export function RoutesPage({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const query = useQuery(routesQuery(accountId));
  const creates = usePendingEdits(accountId, CREATES);
  const routes = query.data?.items ?? [];
  const nothing = query.data && routes.length === 0 && creates.length === 0;
  return (
    <section className={page.screen} aria-labelledby="routes-title">
      <div className={css.header}>
        <h1 id="routes-title" className={page.screenTitle}>
          <Trans>Routes</Trans>
        </h1>
        <Link to="/main/routes/add-route" className={css.linkButton}>
          <Trans>Add route</Trans>
        </Link>
      </div>
      {!online && query.data ? <OfflineSince updatedAt={query.dataUpdatedAt} /> : null}
      {query.isError && !query.data ? (
        <div role="alert" className={page.empty}>
          <Trans>The routes could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {query.isPending && !query.isError ? <Spinner label={t`Loading the routes`} /> : null}
      {nothing ? (
        <p className={page.empty}>
          <Trans>
            No routes yet. Add one to draw the line your vehicles keep to, with its stops.
          </Trans>
        </p>
      ) : null}
      {routes.length > 0 || creates.length > 0 ? (
        <RouteAccordion
          accountId={accountId}
          routes={routes}
          showPendingCreates
          label={t`Routes`}
        />
      ) : null}
    </section>
  );
}
