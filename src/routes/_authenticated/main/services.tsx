import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FeatureGate } from '../../../features/accounts/components/feature-gate';
import { ServicesPage } from '../../../features/services/services-page';
import { loadCatalog } from '../../../i18n/i18n';

/** The services hub (spec part 2 §2 "Services page"): owners only. */
export const Route = createFileRoute('/_authenticated/main/services')({
  loader: () => loadCatalog('manage'),
  component: ServicesRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function ServicesRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} ownerOnly>
      {(features) => <ServicesPage features={features} />}
    </FeatureGate>
  );
}
