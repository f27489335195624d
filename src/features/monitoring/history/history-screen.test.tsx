import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVehicleHistory, type PositionValue } from '../../../api/contract/monitoring.ts';
import { getVehicleReport } from '../../../api/contract/monitoring.ts';
import type * as MapModule from '../../../map';
import { toast } from '../../../ui/toast-store';
import { HistoryScreen } from './history-screen';
import { renderScreen } from './testing';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/http.ts', () => ({ call }));
// OpenLayers needs a canvas; the map itself is tested in src/map.
vi.mock('../../../map', async (original) => ({
  ...(await original<typeof MapModule>()),
  LazyMap: () => <div />,
}));

const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const VEHICLE = '6f9619ff-8b86-d011-b42d-00c04fc964ff';
const NOW = new Date(2026, 2, 10, 12, 30, 42, 500);
const iso = (d: number, h: number, min = 0) => new Date(2026, 2, d, h, min).toISOString();
const position = (time: string): PositionValue => ({
  latitude: 33.5,
  longitude: 36.3,
  time,
  speed: 0,
});

let positions: PositionValue[];
const historyCalls = () =>
  call.mock.calls.filter(([e]) => e === getVehicleHistory).map(([, o]) => o.query);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  positions = [position(iso(10, 11, 40)), position(iso(10, 12, 20))];
  call.mockReset();
  call.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === getVehicleHistory) return [{ values: positions }];
    if (endpoint === getVehicleReport)
      return { isActive: true, averageSpeed: 1, maxSpeed: 2, distance: 12.345 };
    // GET /api/app/vehicle/{id}: the screen names it from serial and sub-class.
    return {
      id: VEHICLE,
      licensePlateSerial: '123456',
      licensePlateSubClass: 'Damascus Private',
      name: '123456 - Damascus Private',
    };
  });
});
afterEach(() => vi.useRealTimers());

const show = () => renderScreen(<HistoryScreen accountId={ACCOUNT} vehicleId={VEHICLE} />);

async function applyCustom(from: string, to: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Custom' }));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('vehicle history', () => {
  it('shows the last hour by default, with its summary and line', async () => {
    show();
    expect(await screen.findByRole('heading', { name: '123456 - Damascus Private' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('history-map')).toHaveAttribute('data-points', '2'),
    );
    expect(historyCalls()).toEqual([
      { vehicleId: VEHICLE, fromDate: iso(10, 11, 30), toDate: iso(10, 12, 30) },
    ]);
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('10/03/2026 11:40 AM')).toBeVisible();
    expect(within(summary).getByText('12.35 km')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the map' })).toHaveAttribute('href', '/main');
  });

  it('asks for the last day ending at the current minute', async () => {
    show();
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Last day' }));
    await waitFor(() => expect(historyCalls()).toHaveLength(2));
    expect(historyCalls()[1]).toMatchObject({ fromDate: iso(9, 12, 30), toDate: iso(10, 12, 30) });
  });

  it('asks for a custom range with the seconds zeroed', async () => {
    show();
    await applyCustom('2026-03-09T14:05:30', '2026-03-10T09:15:59');
    await waitFor(() => expect(historyCalls()).toHaveLength(2));
    expect(historyCalls()[1]).toMatchObject({ fromDate: iso(9, 14, 5), toDate: iso(10, 9, 15) });
  });

  it('requests nothing for an invalid custom range', async () => {
    show();
    await waitFor(() => expect(historyCalls()).toHaveLength(1));
    await applyCustom('2026-03-09T10:00', '2026-03-10T11:00');
    expect(screen.getByRole('alert')).toHaveTextContent('Date must be within 24 hours');
    expect(historyCalls()).toHaveLength(1);
  });

  it('refreshes the same range, or a preset moved to the current minute', async () => {
    show();
    const map = await screen.findByTestId('history-map');
    await waitFor(() => expect(map).toHaveAttribute('data-points', '2'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(historyCalls()).toHaveLength(2));
    expect(historyCalls()[1]).toEqual(historyCalls()[0]);
    vi.setSystemTime(new Date(2026, 2, 10, 12, 31, 5));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(historyCalls()).toHaveLength(3));
    expect(historyCalls()[2]).toMatchObject({ fromDate: iso(10, 11, 31), toDate: iso(10, 12, 31) });
  });

  it('warns once for an empty history and clears the line', async () => {
    positions = [];
    const warning = vi.spyOn(toast, 'warning');
    show();
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('there is no movement in the selected timeframe', {
        durationMs: 3000,
      }),
    );
    expect(screen.getByTestId('history-map')).toHaveAttribute('data-points', '0');
    // Re-renders (here: opening the custom form) do not repeat it.
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Custom' }));
    expect(screen.getByLabelText('From')).toBeVisible();
    expect(warning).toHaveBeenCalledTimes(1);
  });
});
