import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MainHome } from '../../../features/accounts/components/main-home';

/** The default /main screen: where the live map goes. */
export const Route = createFileRoute('/_authenticated/main/')({
  component: MainIndex,
});

const mainRoute = getRouteApi('/_authenticated/main');

function MainIndex() {
  const { accountId } = mainRoute.useLoaderData();
  return <MainHome accountId={accountId} />;
}
