import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type * as MapModule from '../../../map';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { liveLocationsQuery } from '../api/live-locations';
import { vehicleQuery } from '../api/vehicles';
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
