import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { GroupsPage } from '../../../../features/groups/components/groups-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** Vehicle groups (spec part 2 §2 "Groups management"): owners only. */
export const Route = createFileRoute('/_authenticated/main/groups-management/')({
  loader: () => loadCatalog('manage'),
  component: GroupsRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function GroupsRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.groupManagement]} ownerOnly>
      {() => <GroupsPage accountId={accountId} />}
    </FeatureGate>
  );
}
