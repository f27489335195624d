import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { editClient } from '../../testing/edit-world';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Observer, ObservedItem } from '../../api/contract/observers.ts';
import type { Vehicle } from '../../api/contract/vehicles.ts';
import type { VehicleGroup } from '../../api/contract/vehicle-groups.ts';
import { ConfirmProvider } from '../../ui/confirm-provider';

export * from '../../testing/fake-api';
export { resetWorld, toasts } from '../../testing/edit-world';

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

/** Renders `ui` as the app does: query client with the edit policy, Lingui, confirmations. */
export function renderWithEdits(ui: ReactElement) {
  const client = editClient();
  const view = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { client, ...view };
}
