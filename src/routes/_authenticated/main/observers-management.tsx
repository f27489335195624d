import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../features/accounts/components/feature-gate';
import { ObserversPage } from '../../../features/observers/components/observers-page';
import { loadCatalog } from '../../../i18n/i18n';

/** Observers management (spec part 2 §2 "Observers management"): owners only. */
export const Route = createFileRoute('/_authenticated/main/observers-management')({
  loader: () => loadCatalog('manage'),
  component: ObserversRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function ObserversRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.observerManagement]} ownerOnly>
      {(features) => <ObserversPage accountId={accountId} features={features} />}
    </FeatureGate>
  );
}
