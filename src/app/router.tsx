import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../api/contract/runtime-config.ts';
import { routeTree } from '../routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
  config: RuntimeConfig;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching; the router should not cache again.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** Account-layout routes set it to false to hide the tenant box (spec part 1 §2). */
    tenantBoxVisible?: boolean;
  }
}
