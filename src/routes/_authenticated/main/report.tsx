import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FEATURES } from '../../../api/contract/track-accounts.ts';
import { FeatureGate } from '../../../features/accounts/components/feature-gate';
import { ReportsPage } from '../../../features/reports/components/reports-page';
import { loadReportTexts } from '../../../features/reports/texts';

/** Trips, stops and the fleet summary (issue 18), behind GoTrack.Reports as its menu entry is. */
export const Route = createFileRoute('/_authenticated/main/report')({
  // Loader and page in one lazy chunk: the texts come with the screen, not with /main.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => loadReportTexts(),
  component: ReportRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function ReportRoute() {
  const { accountId } = mainRoute.useLoaderData();
  return (
    <FeatureGate accountId={accountId} anyOf={[FEATURES.reports]}>
      {() => <ReportsPage accountId={accountId} />}
    </FeatureGate>
  );
}
