import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../../features/accounts/components/feature-gate';
import { AddGroupPage } from '../../../../features/groups/components/add-group-page';
import { loadCatalog } from '../../../../i18n/i18n';

/** A new vehicle group (spec part 2 §2 "Groups management", 'add-group'). */
export const Route = createFileRoute('/_authenticated/main/groups-management/add-group')({
  loader: () => loadCatalog('manage'),
  component: AddGroupRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function AddGroupRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.groupManagement]} ownerOnly>
      {() => <AddGroupPage accountId={accountId} />}
    </FeatureGate>
  );
}
