import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../features/accounts/components/feature-gate';
import { NotificationsPage } from '../../../features/notifications/components/notifications-page';
import { PushToggle } from '../../../features/push/components/push-toggle';

/**
 * What the account's alerts raised (spec part 2 §2 "Notifications"): owners and observers alike,
 * behind GoTrack.Notifications as its menu entry is. Its texts are in the main catalog, which
 * /main has loaded.
 */
export const Route = createFileRoute('/_authenticated/main/notifications')({
  component: NotificationsRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function NotificationsRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.notifications]}>
      {() => <NotificationsPage accountId={accountId} pushControl={<PushToggle />} />}
    </FeatureGate>
  );
}
