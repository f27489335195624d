import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { OfflineSince } from '../../../ui/offline-since';
import { HistoryScreen } from '../../../features/monitoring/history/history-screen';
import { useOnline } from '../../../ui/use-online';

/** A vehicle's history (spec part 2 §2 "history/{id}"). */
export const Route = createFileRoute('/_authenticated/main/history/$id')({
  component: HistoryRoute,
});

const mainRoute = getRouteApi('/_authenticated/main');

const offlineSince = (updatedAt: number) => <OfflineSince updatedAt={updatedAt} />;

function HistoryRoute() {
  const { accountId } = mainRoute.useLoaderData();
  const { id } = Route.useParams();
  const online = useOnline();
  // Keyed so another vehicle starts on the default range again.
  return (
    <HistoryScreen
      key={`${accountId}/${id}`}
      accountId={accountId}
      vehicleId={id}
      online={online}
      offlineNotice={offlineSince}
    />
  );
}
