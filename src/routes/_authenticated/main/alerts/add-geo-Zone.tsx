import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { AddZonePage } from '../../../../features/zones/components/add-zone-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** A new geo-zone drawn on the map (spec part 2 §2 "Alerts area", 'add-geo-Zone'). */
export const Route = createFileRoute('/_authenticated/main/alerts/add-geo-Zone')({
  loader: () => loadCatalog('manage'),
  component: AddZoneRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function AddZoneRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.geographicAreaManagement]} ownerOnly>
      {() => <AddZonePage accountId={accountId} />}
    </FeatureGate>
  );
}
