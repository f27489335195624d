import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FeatureGate } from '../../../features/accounts/components/feature-gate';
import { ComingSoon } from '../../../features/services/coming-soon';
import { serviceById } from '../../../features/services/services';
import { loadCatalog } from '../../../i18n/i18n';

/** Lines and routes (spec part 2 §2 "Routes area"): its drawing screens come with issue 14. */
export const Route = createFileRoute('/_authenticated/main/routes')({
  loader: () => loadCatalog('manage'),
  component: RoutesRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function RoutesRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={serviceById('routes').needs} ownerOnly>
      {() => <ComingSoon id="routes" />}
    </FeatureGate>
  );
}
