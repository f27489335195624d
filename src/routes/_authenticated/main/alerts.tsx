import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FeatureGate } from '../../../features/accounts/components/feature-gate';
import { ComingSoon } from '../../../features/services/coming-soon';
import { serviceById } from '../../../features/services/services';
import { loadCatalog } from '../../../i18n/i18n';

/** Alerts (spec part 2 §2 "Alerts area"): the wizard and saved alerts come with issue 15. */
export const Route = createFileRoute('/_authenticated/main/alerts')({
  loader: () => loadCatalog('manage'),
  component: AlertsRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function AlertsRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={serviceById('alerts').needs} ownerOnly>
      {() => <ComingSoon id="alerts" />}
    </FeatureGate>
  );
}
