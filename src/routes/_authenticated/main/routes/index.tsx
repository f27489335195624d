import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { RoutesPage } from '../../../../features/routes/components/routes-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** Lines and routes (spec part 2 §2 "Routes area"): owners only. */
export const Route = createFileRoute('/_authenticated/main/routes/')({
  loader: () => loadCatalog('manage'),
  component: RoutesRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function RoutesRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.pathManagement]} ownerOnly>
      {() => <RoutesPage accountId={accountId} />}
    </FeatureGate>
  );
}
