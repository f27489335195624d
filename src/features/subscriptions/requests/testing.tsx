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
import type { RequestDto } from '../../../api/contract/requests.ts';
import { ConfirmProvider } from '../../../ui/confirm-provider';

/** A request as the server answers it; `over` sets what a test cares about. */
export const request = (over: Partial<RequestDto> = {}): RequestDto => ({
  id: crypto.randomUUID(),
  type: 'SmsBundleRenewalRequest',
  status: 'Pending',
  stage: 'Review',
  creationTime: '2026-03-04T15:05:00Z',
  lastModificationTime: null,
  trackAccountId: null,
  accountName: 'Demo Logistics',
  requestNotes: [],
  companyName: null,
  companyAddress: null,
  trackerInstallationLocation: null,
  trackVehicles: [],
  subscriptionPlanKey: null,
  subscriptionPlanLocalizedName: null,
  subscriptionDurationInMonths: null,
  smsBundleId: null,
  userCount: null,
  newTrackVehiclesCount: null,
  removeTrackVehiclesCount: null,
  bill: {
    status: 'Draft',
    billLineItems: [],
    appliedDiscounts: [],
    total: 1250.5,
    totalBeforeDiscounts: 1250.5,
  },
  ...over,
});

// Where the screens' links lead: a page that only says where it is.
const TARGETS = [
  '/track-accounts',
  '/subscription-requests',
  '/subscription-requests/$type/$id',
  '/track-accounts/requests/$id',
  '/track-accounts/requestDetails/$type/$id',
];

/** Renders `ui` at `/under-test` in a memory router, with the query client and confirmations. */
export function renderScreen(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const root = createRootRoute();
  const at = (path: string, node: ReactNode) =>
    createRoute({ getParentRoute: () => root, path, component: () => node });
  const routes = [at('/under-test', ui), ...TARGETS.map((path) => at(path, <p>page {path}</p>))];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/under-test'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <ConfirmProvider>
          <RouterProvider router={router} />
        </ConfirmProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
