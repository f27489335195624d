import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { editClient } from '../../testing/edit-world';
import { testRuntimeConfig } from '../../testing/runtime-config';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { RuntimeConfigProvider } from '../../api/app-context';
import type { AlertDefinition } from '../../api/contract/alerts.ts';
import { FEATURES, type AccountFeature } from '../../api/contract/track-accounts.ts';
import type { Vehicle } from '../../api/contract/vehicles.ts';
import { ConfirmProvider } from '../../ui/confirm-provider';

export * from '../../testing/fake-api';
export { resetWorld, toasts } from '../../testing/edit-world';

// The alerts screens' tests: the real HTTP client and offline-edit policy over a stubbed `fetch`
// (src/testing/fake-api.ts), inside a memory router that also knows /main/alerts.

export const ACCOUNT = '11111111-1111-4111-8111-111111111111';
export const ALERT = '22222222-2222-4222-8222-222222222222';
export const V1 = '33333333-3333-4333-8333-333333333331';
export const V2 = '33333333-3333-4333-8333-333333333332';
export const G1 = '44444444-4444-4444-8444-444444444441';
export const Z1 = '55555555-5555-4555-8555-555555555551';

export const features = (...off: string[]): AccountFeature[] =>
  Object.values(FEATURES).map((name) => ({ name, value: off.includes(name) ? 'False' : 'True' }));

export const vehicle = (id: string, serial: string): Vehicle => ({
  id,
  licensePlateSerial: serial,
  licensePlateSubClass: 'Damascus Private',
  colorHex: '#1E88E5',
  consumptionRate: 8,
  trackingDeviceId: `dev-${serial}`,
  name: `${serial} - Damascus Private`,
});

export const alertDefinition = (over: Partial<AlertDefinition> = {}): AlertDefinition => ({
  id: ALERT,
  type: 'ExceedingSpeed',
  isEnabled: true,
  notificationMethods: ['MobileNotification', 'Sms'],
  creationTime: '2026-11-05T10:00:00Z',
  ...over,
});

const config = (demoOtp: boolean) => testRuntimeConfig({ demoOtp });

/** Renders `ui` at `path` as the app does: router, query client with the edit policy, Lingui. */
export function renderScreen(
  ui: ReactNode,
  path = '/main/alerts/add-alert',
  demoOtp = false,
  alertsPage: ReactNode = <p>alerts page</p>,
) {
  const client = editClient();
  const root = createRootRoute();
  const at = (p: string, node: ReactNode) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => node });
  const routes = [at(path, ui)];
  if (path !== '/main/alerts') routes.push(at('/main/alerts', alertsPage));
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <RuntimeConfigProvider config={config(demoOtp)}>
          <ConfirmProvider>
            <RouterProvider router={router} />
          </ConfirmProvider>
        </RuntimeConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { client, router };
}
