import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PositionValue } from '../../../api/contract/monitoring.ts';
import type * as MapModule from '../../../map';
import { vehicleHistoryQuery } from '../api/vehicle-history';
import { vehicleReportQuery } from '../api/vehicle-report';
import { vehicleQuery } from '../api/vehicles';
import { latestCachedRange } from './cached-range';
import { HistoryScreen } from './history-screen';
import { testQueryClient } from '../../../testing/render-with-router.tsx';
import { renderScreen } from './testing';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/http.ts', () => ({ call }));
vi.mock('../../../map', async (original) => ({
  ...(await original<typeof MapModule>()),
  LazyMap: () => <div />,
}));

const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const VEHICLE = '6f9619ff-8b86-d011-b42d-00c04fc964ff';
const iso = (h: number, min = 0) => new Date(2026, 2, 10, h, min).toISOString();
const at = (time: string): PositionValue => ({ latitude: 33.5, longitude: 36.3, time, speed: 0 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 15, 0, 30));
  call.mockReset();
});
afterEach(() => vi.useRealTimers());

/** A cache as the persister restores it: two hour loads and a day load of the vehicle. */
function cachedClient() {
  const client = testQueryClient();
  const put = (from: string, to: string, points: PositionValue[]) =>
    client.setQueryData(vehicleHistoryQuery(ACCOUNT, VEHICLE, from, to).queryKey, points);
  put(iso(9), iso(10), [at(iso(9, 5)), at(iso(9, 50))]);
  put(iso(11, 15), iso(12, 15), [at(iso(11, 20)), at(iso(11, 40)), at(iso(12, 10))]);
  put(new Date(2026, 2, 9, 12).toISOString(), iso(12), []);
  client.setQueryData(vehicleReportQuery(ACCOUNT, VEHICLE, iso(11, 15), iso(12, 15)).queryKey, {
    isActive: true,
    averageSpeed: 1,
    maxSpeed: 2,
    distance: 4.5,
  });
  client.setQueryData(vehicleQuery(ACCOUNT, VEHICLE).queryKey, {
    id: VEHICLE,
    name: '123456 - Damascus',
  } as never);
  return client;
}

describe('vehicle history offline', () => {
  it('finds the latest cached load of a preset', () => {
    const client = cachedClient();
    expect(latestCachedRange(client, ACCOUNT, VEHICLE, 'hour')).toEqual({
      from: iso(11, 15),
      to: iso(12, 15),
    });
    expect(latestCachedRange(client, ACCOUNT, VEHICLE, 'day')?.to).toBe(iso(12));
    expect(latestCachedRange(client, ACCOUNT, 'other', 'hour')).toBeNull();
  });

  it('shows the last hour viewed before, with its age, and asks for nothing', async () => {
    const offlineNotice = vi.fn((updatedAt: number) => <p>offline since {updatedAt}</p>);
    renderScreen(
      <HistoryScreen
        accountId={ACCOUNT}
        vehicleId={VEHICLE}
        online={false}
        offlineNotice={offlineNotice}
      />,
      cachedClient(),
    );
    expect(await screen.findByTestId('history-map')).toHaveAttribute('data-points', '3');
    expect(screen.getByText('4.5 km')).toBeVisible();
    expect(screen.getByText(/^offline since \d+/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(call).not.toHaveBeenCalled();
  });
});
