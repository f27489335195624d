import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { isObserver } from '../../../features/accounts/chosen-account';
import { TrackPage } from '../../../features/monitoring/track/track-page';

/** Follow one vehicle live (spec part 2 §2 "Track vehicle"). */
export const Route = createFileRoute('/_authenticated/main/track/$id')({
  component: TrackRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

function TrackRoute() {
  const { accountId } = mainRoute.useLoaderData();
  const { id } = Route.useParams();
  return <TrackPage key={id} accountId={accountId} vehicleId={id} canCorrect={!isObserver()} />;
}
