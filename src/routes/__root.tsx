import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { ApplicationLayout } from '../features/shell/components/layouts';
import { NotFound } from '../features/shell/components/not-found';
import { UpdatePrompt } from '../features/shell/components/update-prompt';
import { GlobalLoadingBar } from '../ui/global-loading-bar';
import { Toaster } from '../ui/toaster';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: () => (
    <ApplicationLayout>
      <NotFound />
    </ApplicationLayout>
  ),
});

function Root() {
  return (
    <>
      <GlobalLoadingBar />
      <Outlet />
      <UpdatePrompt />
      <Toaster />
    </>
  );
}
