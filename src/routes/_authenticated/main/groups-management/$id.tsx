import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { GroupPage } from '../../../../features/groups/components/group-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** One vehicle group: its vehicles, rename and delete. */
export const Route = createFileRoute('/_authenticated/main/groups-management/$id')({
  loader: () => loadCatalog('manage'),
  component: GroupRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function GroupRoute() {
  const { accountId } = mainRoute.useLoaderData();
  const { id } = Route.useParams();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.groupManagement]} ownerOnly>
      {() => <GroupPage key={id} accountId={accountId} groupId={id} />}
    </FeatureGate>
  );
}
