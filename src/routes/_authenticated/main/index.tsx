import { useCallback } from 'react';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MainHome } from '../../../features/accounts/components/main-home';
import { LiveMapPage } from '../../../features/monitoring/live/live-map-page';

/** The default /main screen: the live map. */
export const Route = createFileRoute('/_authenticated/main/')({
  // ?vehicle=<id>: the vehicle picked on the map, so "back" from its history or track returns to it.
  validateSearch: (search: Record<string, unknown>): { vehicle?: string } =>
    typeof search.vehicle === 'string' ? { vehicle: search.vehicle } : {},
  component: MainIndex,
});

const mainRoute = getRouteApi('/_authenticated/main');

function MainIndex() {
  const { accountId } = mainRoute.useLoaderData();
  const { vehicle } = Route.useSearch();
  const navigate = Route.useNavigate();
  const select = useCallback(
    (id: string | null) => void navigate({ search: id ? { vehicle: id } : {}, replace: true }),
    [navigate],
  );
  return (
    <MainHome accountId={accountId}>
      <LiveMapPage accountId={accountId} selectedId={vehicle ?? null} onSelect={select} />
    </MainHome>
  );
}
