import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { testQueryClient } from '../../../testing/render-with-router.tsx';

/** Renders `ui` at /history in a memory router that also knows /main (the back link). */
export function renderScreen(ui: ReactNode, queryClient = testQueryClient()) {
  const root = createRootRoute();
  const at = (path: string, node: ReactNode) =>
    createRoute({ getParentRoute: () => root, path, component: () => node });
  const router = createRouter({
    routeTree: root.addChildren([at('/history', ui), at('/main', <p>main page</p>)]),
    history: createMemoryHistory({ initialEntries: ['/history'] }),
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
