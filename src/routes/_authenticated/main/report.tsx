import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../features/accounts/components/feature-gate';
import { ReportPage } from '../../../features/profile/components/report-page';

/** The reports placeholder (spec part 2 §2), behind GoTrack.Reports as its menu entry is. */
export const Route = createFileRoute('/_authenticated/main/report')({
  component: ReportRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function ReportRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.reports]}>
      {() => <ReportPage />}
    </FeatureGate>
  );
}
