import { lazy, Suspense } from 'react';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { AlertsTab } from '../../../../features/alerts/components/alerts-tab';
import type {
  PlaceDialogProps,
  PlaceDialogs,
} from '../../../../features/alerts/components/place-dialogs';
import { PushOffer } from '../../../../features/push/components/push-offer';
import { serviceById } from '../../../../features/services/services';
import { AlertsPage } from '../../../../features/zones/components/alerts-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** Alerts and geographic areas (spec part 2 §2 "Alerts area"): owners only. */
export const Route = createFileRoute('/_authenticated/main/alerts/')({
  loader: () => loadCatalog('manage'),
  component: AlertsRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

// The routes' and zones' dialogs, which draw maps, load when an alert's panel first opens one.
const ShowRouteDialog = lazy(() =>
  import('../../../../features/routes/components/show-route-dialog').then((m) => ({
    default: m.ShowRouteDialog,
  })),
);
const ShowZoneDialog = lazy(() =>
  import('../../../../features/zones/components/show-zone-dialog').then((m) => ({
    default: m.ShowZoneDialog,
  })),
);

function AlertsRoute() {
  const { accountId } = mainRoute.useLoaderData();
  const dialogs: PlaceDialogs = {
    routes: ({ ids, ...rest }: PlaceDialogProps) => (
      <Suspense fallback={null}>
        <ShowRouteDialog accountId={accountId} routeIds={ids} {...rest} />
      </Suspense>
    ),
    zones: ({ ids, ...rest }: PlaceDialogProps) => (
      <Suspense fallback={null}>
        <ShowZoneDialog accountId={accountId} zoneIds={ids} {...rest} />
      </Suspense>
    ),
  };
  return (
    <FeatureGate accountId={accountId} anyOf={serviceById('alerts').needs} ownerOnly>
      {(features) => (
        <AlertsPage
          accountId={accountId}
          features={features}
          alertsTab={
            <AlertsTab
              accountId={accountId}
              features={features}
              dialogs={dialogs}
              afterFirstAlert={<PushOffer />}
            />
          }
        />
      )}
    </FeatureGate>
  );
}
