import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ALERT_FEATURES } from '../../../../features/alerts/alert-features';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { AddAlertPage } from '../../../../features/alerts/wizard/add-alert-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** The two-step add-alert wizard (spec part 2 §2 "Alerts area", §4): owners only. */
export const Route = createFileRoute('/_authenticated/main/alerts/add-alert')({
  loader: () => loadCatalog('manage'),
  component: AddAlertRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function AddAlertRoute() {
  const { accountId } = mainRoute.useLoaderData();
  // `?type=` preselects a type. Read here, in the page's own chunk: a validateSearch would stay in
  // the first screen's bundle, which has no byte to spare.
  const search: { type?: unknown } = Route.useSearch();
  const type = typeof search.type === 'string' ? search.type : undefined;
  return (
    <FeatureGate accountId={accountId} anyOf={ALERT_FEATURES} ownerOnly>
      {(features) => <AddAlertPage accountId={accountId} features={features} initialType={type} />}
    </FeatureGate>
  );
}
