import type { Vehicle } from '../api/contract/vehicles.ts';

/** Demo vehicle `n` (1–9) as the API lists it: plate 50100n, Damascus Private. */
export const testVehicle = (n: number): Vehicle => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  licensePlateSerial: `50100${n}`,
  licensePlateSubClass: 'Damascus Private',
  colorHex: '0xFF1565C0',
  consumptionRate: 8,
  trackingDeviceId: `demo-00${n}`,
  name: `50100${n} - Damascus Private`,
});
