import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type * as MapModule from '../../../map/lazy-map';
import { toast } from '../../../ui/toast-store';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { testVehicle } from '../../../testing/vehicles.ts';
import { monitoringQueries } from '../api/query-keys';
import { vehiclesQuery } from '../api/vehicles';
import { LiveMapPage } from './live-map-page';

// jsdom draws no maps: the map renders nothing, the rest of the screen is real.
vi.mock('../../../map/lazy-map', async (original) => ({
  ...(await original<typeof MapModule>()),
  LazyMap: ({ label }: { label: string; children: ReactNode }) => <div aria-label={label} />,
}));

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../api/http.ts', () => http);
// From the second poll on, the live positions revalidate through their own small client: here
// it answers through the same mocked `call` (its 304 handling has its own tests).
vi.mock('../api/revalidating-post', () => ({
  revalidatingPost: async (
    endpoint: unknown,
    body: unknown,
    _key: string,
    read: (answer: unknown) => unknown,
    signal?: AbortSignal,
  ) => read(await http.call(endpoint, { body, signal })),
}));

const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const [a, b] = [testVehicle(1), testVehicle(2)];
const fix = {
  latitude: 33.5123456,
  longitude: 36.2765432,
  time: '2026-11-22T10:15:00Z',
  speed: 42,
};

function setup(selectedId: string | null = null) {
  http.call.mockImplementation((endpoint: { path: string }) => {
    if (endpoint.path.endsWith('liveLocation')) {
      return Promise.resolve({ items: [{ vehicleId: a.id, warpGtses: [{ values: [fix] }] }] });
    }
    if (endpoint.path.includes('vehicleReport')) {
      return Promise.resolve({
        isActive: true,
        averageSpeed: 30,
        maxSpeed: 61.456,
        distance: 12.345,
      });
    }
    if (endpoint.path.endsWith('vehicleHistory')) return Promise.resolve([{ values: [fix] }]);
    if (endpoint.path === '/api/app/vehicle')
      return Promise.resolve({ items: [a, b], totalCount: 2 });
    return Promise.reject(new Error(`unexpected ${endpoint.path}`));
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(vehiclesQuery(ACCOUNT).queryKey, [a, b]);
  const onSelect = vi.fn();
  renderWithRouter(
    <LiveMapPage accountId={ACCOUNT} selectedId={selectedId} onSelect={onSelect} />,
    queryClient,
    '/main',
  );
  return { onSelect, queryClient };
}

describe('live map', () => {
  beforeEach(() => {
    http.call.mockReset();
    toast.clear();
  });

  it('lists every vehicle with its last report and selects one from the list', async () => {
    const { onSelect, queryClient } = setup();
    const list = within(await screen.findByTestId('vehicle-list'));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    // The fix is days old: no signal, with its speed and age.
    await waitFor(() => expect(list.getByText('No signal')).toBeVisible());
    expect(list.getByText(/^· 42 km\/h · last report \d+ days ago$/)).toBeVisible();
    expect(list.getByText('No position')).toBeVisible();
    expect(queryClient.getQueryData(monitoringQueries.live(ACCOUNT))).toEqual({ [a.id]: fix });
    // The poll asks for every visible vehicle, speed only (spec part 2 §7).
    const poll = http.call.mock.calls.find(([e]) => e.path.endsWith('liveLocation'))!;
    expect(poll[1]).toMatchObject({
      body: { onlySpeed: true, vehicleIds: [] },
    });
    await userEvent.click(list.getByRole('button', { name: /501002/ }));
    expect(onSelect).toHaveBeenCalledWith(b.id);
  });

  it('shows the selected vehicle, and the distance card only outside "now"', async () => {
    setup(a.id);
    expect(await screen.findByRole('heading', { name: a.name })).toBeVisible();
    expect(await screen.findByText('33.512346, 36.276543')).toBeVisible();
    expect(screen.getByText('42 km/h')).toBeVisible();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      `/main/history/${a.id}`,
    );
    expect(screen.getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      `/main/track/${a.id}`,
    );
    expect(screen.queryByTestId('distance-card')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Hour' }));
    const card = await screen.findByTestId('distance-card');
    await waitFor(() => expect(card).toHaveTextContent('12.35 km'));
    expect(card).toHaveTextContent('61.46 km/h');
    const report = http.call.mock.calls.find(([e]) => e.path.includes('vehicleReport'))!;
    const { fromDate, toDate, ignoreSpeedUnder } = report[1].query;
    expect(ignoreSpeedUnder).toBe(0);
    expect(Date.parse(toDate) - Date.parse(fromDate)).toBe(60 * 60_000);
    expect(new Date(toDate).getSeconds()).toBe(0);
  });

  it('closes the card by its button or Escape, focus going to the vehicle row', async () => {
    const { onSelect } = setup(a.id);
    const close = await screen.findByRole('button', { name: 'Close' });
    await userEvent.click(close);
    expect(onSelect).toHaveBeenLastCalledWith(null);
    const row = within(screen.getByTestId('vehicle-list')).getByRole('button', { name: /501001/ });
    expect(row).toHaveFocus();

    onSelect.mockClear();
    // Escape from any control in the card.
    screen.getByRole('link', { name: 'History' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onSelect).toHaveBeenCalledWith(null);
    expect(row).toHaveFocus();
  });

  it('copies the location and says so, or says it failed', async () => {
    setup(a.id);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy location' }));
    expect(writeText).toHaveBeenCalledWith('33.512346,36.276543');
    expect(toast.getAll()).toMatchObject([
      { kind: 'info', message: 'location copied to clipboard', durationMs: 2000 },
    ]);
    writeText.mockRejectedValueOnce(new Error('denied'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy location' }));
    await waitFor(() =>
      expect(toast.getAll().at(-1)).toMatchObject({
        kind: 'error',
        message: 'location failed to copy',
        durationMs: 2000,
      }),
    );
  });

  it('hides and shows the info panel with the state announced', async () => {
    setup();
    const toggle = await screen.findByRole('button', { name: 'Hide info panel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show info panel' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByTestId('vehicle-list')).not.toBeVisible();
  });
});
