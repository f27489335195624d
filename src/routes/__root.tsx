import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import { UpdatePrompt } from '../features/shell/components/update-prompt';
import { GlobalLoadingBar } from '../ui/global-loading-bar';
import { Toaster } from '../ui/toaster';
import { loadCatalog } from '../i18n/i18n';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // The root route is not code-split by the router plugin; loading this on demand keeps the
  // navbar and its menus off the sign-in screen, which does not show them.
  notFoundComponent: lazyRouteComponent(
    () =>
      Promise.all([
        import('../features/shell/components/not-found'),
        loadCatalog('rare').catch(() => undefined),
      ]).then(([page]) => page),
    'NotFoundPage',
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
