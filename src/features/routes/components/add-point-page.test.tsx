import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureTestHttp, fakeApi, json } from '../../../testing/fake-api';
import { registerEditDefaults } from '../../../api/edits/policy';
import { toast } from '../../../ui/toast-store';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import {
  ACCOUNT,
  FAR,
  NEAR,
  NEAR_2,
  notFound,
  ROUTE_ID,
  route,
  STOP_ID,
} from '../testing/fixtures';
import { draw, drawMode, drawnPointLabels, usePoints } from '../testing/map-mock';
import { AddPointPage } from './add-point-page';

vi.mock('../../../map', () => import('../testing/map-mock'));

const ROUTE = `/api/app/route/${ROUTE_ID}`;
const ONLY_ONE = 'you Can Only Add One Point';
const TOO_FAR = 'Stop point must be within 30 meters of the route line.';

describe('add a stop point to a route', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    configureTestHttp();
    api = fakeApi({
      [`GET ${ROUTE}`]: () => json(route()),
      [`POST ${ROUTE}/stopPointToRoute`]: ({ body }) =>
        json({ id: STOP_ID, ...(body as object), color: '0xFF43A047' }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.clear();
  });

  function setup() {
    const client = testQueryClient();
    registerEditDefaults(client, { ready: () => Promise.resolve(), currentUserId: () => 'u1' });
    client.mount();
    return renderWithRouter(
      <AddPointPage accountId={ACCOUNT} routeId={ROUTE_ID} />,
      client,
      `/main/routes/add-point/${ROUTE_ID}`,
    );
  }

  const alert = () =>
    screen
      .getAllByRole('alert')
      .map((a) => a.textContent)
      .join(' ');
  const save = () => screen.getByRole('button', { name: 'Save' });

  it('takes one point: a second replaces the first and says so', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Add a stop point to Airport shuttle' });
    expect(drawMode()).toBe('Point');
    fireEvent.change(screen.getByRole('textbox', { name: /Stop point name/ }), {
      target: { value: 'Gate' },
    });
    expect(save()).toBeDisabled();
    draw(NEAR);
    expect(alert()).not.toContain(ONLY_ONE);
    expect(save()).toBeEnabled();
    draw(NEAR_2);
    expect(alert()).toContain(ONLY_ONE);
    // The route's own stop point, and the one new point where it was tapped last.
    expect(drawnPointLabels()).toEqual(['Umayyad Square', 'Gate']);
    expect(usePoints.mock.lastCall?.[1]).toEqual(
      expect.arrayContaining([expect.objectContaining({ lat: NEAR_2[0], lon: NEAR_2[1] })]),
    );
  });

  it('refuses a point farther than 30 m from the line', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Add a stop point to Airport shuttle' });
    draw(FAR);
    expect(alert()).toContain(TOO_FAR);
    expect(drawnPointLabels()).toEqual(['Umayyad Square']);
  });

  it('sends the point with its colour and goes back to the routes', async () => {
    const router = setup();
    await screen.findByRole('heading', { name: 'Add a stop point to Airport shuttle' });
    draw(NEAR);
    fireEvent.change(screen.getByRole('textbox', { name: /Stop point name/ }), {
      target: { value: 'Gate' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    fireEvent.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/routes'));
    expect(api.writes()).toEqual([
      expect.objectContaining({
        path: `${ROUTE}/stopPointToRoute`,
        body: {
          name: 'Gate',
          hexColor: '0xFF43A047',
          point: { longitudeX: NEAR[1], latitudeY: NEAR[0] },
        },
      }),
    ]);
  });

  it('says when the route is not there (deleted, or another account’s)', async () => {
    api.routes[`GET ${ROUTE}`] = notFound;
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('This route no longer exists.');
    expect(screen.getByRole('link', { name: 'Back to the routes' })).toBeVisible();
  });
});
