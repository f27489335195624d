import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadVehicleTexts } from '../../../features/monitoring/consumption/texts';
import { TrackPage } from '../../../features/monitoring/track/track-page';

/** Follow one vehicle live (spec part 2 §2 "Track vehicle"). */
export const Route = createFileRoute('/_authenticated/main/track/$id')({
  // Loader and page in one lazy chunk: the texts come with the screen, not with /main.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => loadVehicleTexts(),
  component: TrackRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function TrackRoute() {
  const { accountId, observer } = mainRoute.useLoaderData();
  const { id } = Route.useParams();
  return <TrackPage key={id} accountId={accountId} vehicleId={id} canCorrect={!observer} />;
}
