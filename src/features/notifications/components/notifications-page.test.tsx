import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import type { Notification } from '../../../api/contract/notifications.ts';
import { pushTargetUrl } from '../../../api/contract/push.ts';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { configureTestHttp, fakeApi, json } from '../../../testing/fake-api';
import { NOTIFICATIONS_POLL_MS } from '../api/list-notifications';
import { NotificationsPage } from './notifications-page';

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const note = (n: number, over: Partial<Notification> = {}): Notification => ({
  id: `88888888-8888-4888-8888-${String(n).padStart(12, '0')}`,
  title: `Speed above 40 km/h ${n}`,
  body: `501548 drove at 65 km/h ${n}`,
  alertType: 'ExceedingSpeed',
  vehicleId: null,
  vehicleName: '501548 - Damascus Private',
  latitude: 33.5,
  longitude: 36.3,
  time: '2026-11-26T15:04:00Z',
  creationTime: '2026-11-26T15:04:01Z',
  ...over,
});

/** 150 notifications, newest first; the server pages by load (skipCount 1 = the second hundred). */
function serve() {
  const state = { all: Array.from({ length: 150 }, (_, i) => note(i)) };
  const api = fakeApi({
    'GET /api/app/notification': (c) => {
      const load = Number(c.query.skipCount);
      const size = Number(c.query.maxResultCount);
      return json({
        items: state.all.slice(load * size, load * size + size),
        totalCount: state.all.length,
      });
    },
  });
  return { api, state };
}

function start() {
  configureTestHttp();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <NotificationsPage accountId={ACCOUNT} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the notifications screen (spec part 2 §2, §9)', () => {
  it('lists title, body, vehicle and time; Load More asks with skipCount 1, then 2…', async () => {
    const { api } = serve();
    start();
    const list = await screen.findByRole('list', { name: 'Notifications, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('heading', { name: 'Speed above 40 km/h 0' })).toBeVisible();
    expect(first).toHaveTextContent('501548 drove at 65 km/h 0');
    expect(first).toHaveTextContent('501548 - Damascus Private');
    expect(first).toHaveTextContent(/26\/11\/2026 \d\d:04 (AM|PM)/);
    expect(api.sent[0]!.query).toEqual({
      trackAccoundId: ACCOUNT,
      skipCount: '0',
      maxResultCount: '100',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(150));
    expect(api.sent.at(-1)!.query.skipCount).toBe('1');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('shows new ones while open, and says how many arrived', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state } = serve();
    state.all = state.all.slice(0, 3);
    start();
    await screen.findByRole('heading', { name: 'Speed above 40 km/h 0' });
    state.all = [note(900, { title: 'Left the depot' }), ...state.all];
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_MS + 100));
    expect(await screen.findByRole('heading', { name: 'Left the depot' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 new since you opened this screen.');
  });

  it('says so when there are none', async () => {
    const { state } = serve();
    state.all = [];
    start();
    expect(await screen.findByText(/No notifications yet/)).toBeVisible();
  });

  it('opens the vehicle’s track in the notification’s account, as a push does, by tap or keyboard', async () => {
    const VEHICLE = '00000000-0000-4000-8000-000000000005';
    const { state } = serve();
    state.all = [note(1, { vehicleId: VEHICLE }), note(2, { title: 'Left the depot' })];
    configureTestHttp();
    const router = renderWithRouter(
      <NotificationsPage accountId={ACCOUNT} />,
      testQueryClient(),
      '/main/notifications',
    );
    // Named by everything it shows, title first: what a voice-control user reads is its name.
    const link = await screen.findByRole('link', {
      name: /^Speed above 40 km\/h 1 501548 drove at 65 km\/h 1 501548 - Damascus Private ?26\/11\/2026/,
    });
    // The same address a pushed notification opens (the account named, for another tab's choice).
    expect(link).toHaveAttribute('href', pushTargetUrl(VEHICLE, ACCOUNT));
    // A notification without a vehicle has nowhere to go.
    const other = screen.getByRole('heading', { name: 'Left the depot' }).closest('li')!;
    expect(within(other).queryByRole('link')).toBeNull();

    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe(pushTargetUrl(VEHICLE, ACCOUNT)));
  });
});
