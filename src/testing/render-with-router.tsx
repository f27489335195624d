import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';

// Shared by every feature's screen tests; features may not import each other's helpers.

/** Renders `ui` at `path` inside a memory router that also knows /main; returns the router. */
export function renderWithRouter(
  ui: ReactNode,
  queryClient: QueryClient,
  path = '/track-accounts',
) {
  const root = createRootRoute();
  const at = (p: string, node: ReactNode) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => node });
  const routes = [at(path, ui)];
  if (path !== '/main') routes.push(at('/main', <p>main page</p>));
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history,
    defaultNotFoundComponent: () => <p>not found</p>,
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
