import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Observer, ObservedItem } from '../../api/contract/observers.ts';
import type { Vehicle } from '../../api/contract/vehicles.ts';
import type { VehicleGroup } from '../../api/contract/vehicle-groups.ts';
import { registerEditDefaults } from '../../api/edits/policy';
import { configureTestHttp } from '../../testing/fake-api';
import { ConfirmProvider } from '../../ui/confirm-provider';
import { connectivity } from '../../ui/connectivity-store';
import { toast } from '../../ui/toast-store';

export * from '../../testing/fake-api';

// The observers screen's tests: the real HTTP client and offline-edit policy over a stubbed
// `fetch` (src/testing/fake-api.ts), so a test sees the requests the server gets.

export const ACCOUNT = '11111111-1111-4111-8111-111111111111';
export const LINA = '22222222-2222-4222-8222-222222222222';
export const V1 = '33333333-3333-4333-8333-333333333331';
export const V2 = '33333333-3333-4333-8333-333333333332';
export const G1 = '44444444-4444-4444-8444-444444444441';

export const observer = (over: Partial<Observer> = {}): Observer => ({
  id: LINA,
  userId: '55555555-5555-4555-8555-555555555555',
  name: 'Lina',
  phoneNumber: '+963944000002',
  status: 'Active',
  ...over,
});

export const vehicle = (id: string, serial: string, subClass: string): Vehicle => ({
  id,
  licensePlateSerial: serial,
  licensePlateSubClass: subClass,
  colorHex: '#1E88E5',
  consumptionRate: 8,
  trackingDeviceId: `dev-${serial}`,
  name: `${serial} - ${subClass}`,
});

export const group = (id: string, name: string): VehicleGroup => ({
  id,
  name,
  creationTime: '2026-11-26T10:00:00Z',
  lastModificationTime: null,
});

export const observed = (id: string, name: string, type: ObservedItem['type'] = 'Vehicle') => ({
  vehicleOrGroupId: id,
  type,
  name,
});

let clients: QueryClient[] = [];

/** Renders `ui` as the app does: query client with the edit policy, Lingui, confirmations. */
export function renderWithEdits(ui: ReactElement) {
  configureTestHttp();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerEditDefaults(client, { ready: () => Promise.resolve(), currentUserId: () => 'user-1' });
  client.mount();
  clients.push(client);
  const view = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { client, ...view };
}

/** Puts back what a test changed globally. */
export function resetWorld() {
  // A change left waiting by a test must not be sent (into the next test's fake server) when the
  // connection comes back below: its mutations go with the test.
  clients.forEach((client) => {
    client.getMutationCache().clear();
    client.unmount();
  });
  clients = [];
  vi.unstubAllGlobals();
  toast.clear();
  connectivity.answered();
  onlineManager.setOnline(true);
}

export const toasts = (kind: string) =>
  toast
    .getAll()
    .filter((item) => item.kind === kind)
    .map((item) => item.message);
