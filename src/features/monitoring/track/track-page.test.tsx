import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type * as MapModule from '../../../map';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { liveLocationsQuery } from '../api/live-locations';
import { vehicleQuery, vehiclesQuery } from '../api/vehicles';
import { HttpError } from '../../../api/http-error.ts';
import { testVehicle } from '../../../testing/vehicles.ts';
import { cssColor, TrackPage } from './track-page';

vi.mock('../../../map', async (original) => ({
  ...(await original<typeof MapModule>()),
  LazyMap: ({ label }: { label: string; children: ReactNode }) => <div aria-label={label} />,
}));
const http = vi.hoisted(() => ({ call: vi.fn(() => new Promise(() => {})) }));
vi.mock('../../../api/http.ts', () => http);

const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const ID = '00000000-0000-4000-8000-000000000001';

describe('track vehicle', () => {
  it('says so when the server refuses the vehicle, and forgets what was saved of it', async () => {
    const queryClient = testQueryClient();
    const mine = testVehicle(3);
    const gone = { ...testVehicle(2), id: ID };
    queryClient.setQueryData(vehicleQuery(ACCOUNT, ID).queryKey, gone);
    queryClient.setQueryData(vehiclesQuery(ACCOUNT).queryKey, [mine, gone]);
    // An observer whose owner took the vehicle back, or a vehicle that left the account.
    http.call.mockImplementation(() => Promise.reject(new HttpError(404, 'Not found')));
    renderWithRouter(<TrackPage accountId={ACCOUNT} vehicleId={ID} />, queryClient, '/main/track');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You no longer have access to this vehicle.',
    );
    expect(screen.queryByRole('heading', { name: /Tracking/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the map' })).toHaveAttribute('href', '/main');
    // Nothing saved shows it on the next (offline) start.
    expect(queryClient.getQueryData(vehicleQuery(ACCOUNT, ID).queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(vehiclesQuery(ACCOUNT).queryKey)).toEqual([mine]);
    http.call.mockImplementation(() => new Promise(() => {}));
  });

  it('offline, a vehicle never opened before shows from the saved vehicle list', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(vehiclesQuery(ACCOUNT).queryKey, [{ ...testVehicle(5), id: ID }]);
    http.call.mockImplementation(() => Promise.reject(new HttpError(0, 'No network')));
    renderWithRouter(<TrackPage accountId={ACCOUNT} vehicleId={ID} />, queryClient, '/main/track');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tracking 501005 - Damascus Private' }),
    ).toBeVisible();
    http.call.mockImplementation(() => new Promise(() => {}));
  });

  it('names the vehicle in its h1; shows status, plate and colour beside the map, and a way back', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(vehicleQuery(ACCOUNT, ID).queryKey, {
      id: ID,
      licensePlateSerial: '501548',
      licensePlateSubClass: 'Damascus Public',
      colorHex: '0xFFFDD835',
      consumptionRate: 8,
      trackingDeviceId: 'demo-005',
      name: '501548 - Damascus Public',
    });
    queryClient.setQueryData(liveLocationsQuery(ACCOUNT).queryKey, {
      [ID]: { latitude: 33.5, longitude: 36.3, time: '2026-11-22T10:15:00Z', speed: 0 },
    });
    renderWithRouter(<TrackPage accountId={ACCOUNT} vehicleId={ID} />, queryClient, '/main/track');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tracking 501548 - Damascus Public' }),
    ).toBeVisible();
    expect(screen.getByText(/^· 0 km\/h · last report/)).toBeVisible();
    expect(screen.getByText('Damascus Public')).toBeVisible();
    expect(screen.getByText('501548')).toBeVisible();
    expect(screen.getByText('#fdd835')).toBeVisible();
    expect(screen.getByText('22/11/2026 10:15 AM')).toBeVisible();
    expect(screen.getByLabelText('Map of 501548 - Damascus Public')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-centre' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to the map' })).toHaveAttribute('href', '/main');
  });

  it('reads the API colours (0xFF prefix) and plain CSS ones', () => {
    expect(cssColor('0xFF1565C0')).toBe('#1565c0');
    expect(cssColor('#ABCDEF')).toBe('#abcdef');
  });
});
