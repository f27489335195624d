import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { AddRoutePage } from '../../../../features/routes/components/add-route-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** A new route: its line drawn on the map, then its stop points (spec part 2 §2, §5). */
export const Route = createFileRoute('/_authenticated/main/routes/add-route')({
  loader: () => loadCatalog('manage'),
  component: AddRouteRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function AddRouteRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.pathManagement]} ownerOnly>
      {() => <AddRoutePage accountId={accountId} />}
    </FeatureGate>
  );
}
