import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { AddPointPage } from '../../../../features/routes/components/add-point-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** One more stop point on a saved route ("add new point" of its menu, spec part 2 §2). */
export const Route = createFileRoute('/_authenticated/main/routes/add-point/$routeId')({
  loader: () => loadCatalog('manage'),
  component: AddPointRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function AddPointRoute() {
  const { accountId } = mainRoute.useLoaderData();
  const { routeId } = Route.useParams();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.pathManagement]} ownerOnly>
      {() => <AddPointPage key={routeId} accountId={accountId} routeId={routeId} />}
    </FeatureGate>
  );
}
