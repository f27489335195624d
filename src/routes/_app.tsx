import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ApplicationLayout } from '../features/shell/components/layouts';
import { OfflineBanner } from '../features/shell/components/offline-banner';

export const Route = createFileRoute('/_app')({
  component: () => (
    <ApplicationLayout alerts={<OfflineBanner />}>
      <Outlet />
    </ApplicationLayout>
  ),
});
