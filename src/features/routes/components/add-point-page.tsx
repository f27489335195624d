import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { HttpError } from '../../../api/http-error.ts';
import { Spinner } from '../../../ui/spinner';
import * as page from '../../../ui/page.css';
import { routeQuery } from '../api/get-route';
import { AddPointForm } from './add-point-form';

export interface AddPointPageProps {
  accountId: string;
  routeId: string;
}

/** /main/routes/add-point/{routeId} (spec part 2 §2): one more stop point on a saved route. */
export function AddPointPage({ accountId, routeId }: AddPointPageProps) {
  const { t } = useLingui();
  const query = useQuery(routeQuery(accountId, routeId));
  const route = query.data;
  if (route) return <AddPointForm accountId={accountId} route={route} />;

  // Another account's route is "not found" too: the server answers for the token's account.
  const gone = query.error instanceof HttpError && query.error.status === 404;
  return (
    <section className={page.screen}>
      {query.isPending ? <Spinner size="lg" label={t`Loading the route`} /> : null}
      {query.isError ? (
        <div role="alert" className={page.empty}>
          {gone ? (
            <Trans>This route no longer exists.</Trans>
          ) : (
            <Trans>The route could not be loaded.</Trans>
          )}
          <Link to="/main/routes" className={page.link}>
            <Trans>Back to the routes</Trans>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
