import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { serviceById } from '../../../../features/services/services';
import { AlertsPage } from '../../../../features/zones/components/alerts-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** Alerts and geographic areas (spec part 2 §2 "Alerts area"): owners only. */
export const Route = createFileRoute('/_authenticated/main/alerts/')({
  loader: () => loadCatalog('manage'),
  component: AlertsRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function AlertsRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={serviceById('alerts').needs} ownerOnly>
      {(features) => <AlertsPage accountId={accountId} features={features} />}
    </FeatureGate>
  );
}
