import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { configureTestHttp, fakeApi, json, noContent, paged } from '../../../testing/fake-api';
import { registerEditDefaults } from '../../../api/edits/policy';
import { ConfirmProvider } from '../../../ui/confirm-provider';
import { toast } from '../../../ui/toast-store';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { ACCOUNT, EAST, ROUTE_ID, route, STOP_ID, WEST } from '../testing/fixtures';
import { usePoints, usePolyline } from '../testing/map-mock';
import { RoutesPage } from './routes-page';

vi.mock('../../../map', () => import('../testing/map-mock'));

const ROUTES = '/api/app/route';
const OTHER = { ...route(), id: '3f2504e0-4f89-41d3-9a0c-0305e82c3311', name: 'Night loop' };

describe('routes list', () => {
  let api: ReturnType<typeof fakeApi>;
  let items = [route(), OTHER];
  beforeEach(() => {
    items = [route(), OTHER];
    configureTestHttp();
    api = fakeApi({
      [`GET ${ROUTES}`]: () => json(paged(items)),
      [`DELETE ${ROUTES}/${ROUTE_ID}/stopPointFromRoute/${STOP_ID}`]: () => {
        items = [route({ stopPoints: [] }), OTHER];
        return noContent();
      },
      [`DELETE ${ROUTES}/${ROUTE_ID}`]: () => {
        items = [OTHER];
        return noContent();
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.clear();
    onlineManager.setOnline(true);
  });

  function setup() {
    const client = testQueryClient();
    registerEditDefaults(client, { ready: () => Promise.resolve(), currentUserId: () => 'u1' });
    client.mount();
    renderWithRouter(
      <ConfirmProvider>
        <RoutesPage accountId={ACCOUNT} />
      </ConfirmProvider>,
      client,
      '/main/routes',
    );
  }

  const open = async (name: string) => {
    fireEvent.click(await screen.findByRole('button', { name }));
    return screen.findByRole('region', { name });
  };

  it('lists the routes (1000 a page) and opens one on its map, with its stop points', async () => {
    setup();
    expect(await screen.findByRole('button', { name: 'Night loop' })).toBeVisible();
    expect(api.sent[0]!.query).toMatchObject({ skipCount: '0', maxResultCount: '1000' });
    expect(screen.queryByRole('application')).toBeNull();

    const panel = await open('Airport shuttle');
    expect(
      within(panel).getByRole('application', { name: 'Map of the route “Airport shuttle”' }),
    ).toBeVisible();
    expect(usePolyline).toHaveBeenLastCalledWith(
      {},
      [
        { lat: WEST[0], lon: WEST[1] },
        { lat: EAST[0], lon: EAST[1] },
      ],
      '#1E88E5',
    );
    expect(usePoints.mock.lastCall?.[1]).toEqual([
      expect.objectContaining({ label: 'Umayyad Square', color: '#E53935' }),
    ]);
    const stops = within(panel).getByRole('list', { name: 'Stop points' });
    expect(within(stops).getByText('Umayyad Square')).toBeVisible();
    expect(within(stops).getByText('Red')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Add new point' })).toHaveAttribute(
      'href',
      `/main/routes/add-point/${ROUTE_ID}`,
    );
  });

  it('deletes a stop point once confirmed', async () => {
    setup();
    const panel = await open('Airport shuttle');
    fireEvent.click(
      within(panel).getByRole('button', { name: 'Delete the stop point “Umayyad Square”' }),
    );
    const ask = await screen.findByRole('dialog', {
      name: 'Delete the stop point “Umayyad Square”?',
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        expect.objectContaining({
          method: 'DELETE',
          path: `${ROUTES}/${ROUTE_ID}/stopPointFromRoute/${STOP_ID}`,
        }),
      ]),
    );
    expect(await within(panel).findByText('This route has no stop points.')).toBeVisible();
  });

  it('offline, shows a deleted route as waiting to be sent', async () => {
    setup();
    const panel = await open('Airport shuttle');
    onlineManager.setOnline(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete route' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete the route “Airport shuttle”?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findAllByText('Waiting to be sent: Delete the route “Airport shuttle”'),
    ).not.toHaveLength(0);
    expect(api.writes()).toHaveLength(0);
  });

  it('says so when there are no routes', async () => {
    items = [];
    setup();
    expect(
      await screen.findByText(
        'No routes yet. Add one to draw the line your vehicles keep to, with its stops.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add route' })).toHaveAttribute(
      'href',
      '/main/routes/add-route',
    );
  });
});
