import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureTestHttp, fakeApi, json } from '../../../testing/fake-api';
import { registerEditDefaults } from '../../../api/edits/policy';
import { toast } from '../../../ui/toast-store';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { ACCOUNT, EAST, FAR, NEAR, route, WEST } from '../testing/fixtures';
import { controls, draw, drawMode, drawnPointLabels, sketch } from '../testing/map-mock';
import { AddRoutePage } from './add-route-page';

vi.mock('../../../map', () => import('../testing/map-mock'));

const ROUTES = '/api/app/route';
const TOO_SHORT = 'Please draw a route line with at least 2 points before adding stop points.';
const TOO_FAR = 'Stop point must be within 30 meters of the route line.';

describe('add route', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    configureTestHttp();
    api = fakeApi({ [`POST ${ROUTES}`]: () => json(route()) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.clear();
  });

  function setup() {
    const client = testQueryClient();
    registerEditDefaults(client, { ready: () => Promise.resolve(), currentUserId: () => 'u1' });
    client.mount();
    const router = renderWithRouter(
      <AddRoutePage accountId={ACCOUNT} />,
      client,
      '/main/routes/add-route',
    );
    return { router };
  }

  const save = () => screen.getByRole('button', { name: 'Save' });
  const alert = () =>
    screen
      .getAllByRole('alert')
      .map((a) => a.textContent)
      .join(' ');
  const addStops = () => fireEvent.click(screen.getByRole('button', { name: 'Add stop points' }));

  it('saves only with a name and a line of at least 2 points', async () => {
    setup();
    expect(await screen.findByRole('application', { name: 'Route drawing map' })).toBeVisible();
    expect(save()).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Route name/ }), {
      target: { value: 'Airport shuttle' },
    });
    expect(save()).toBeDisabled();
    draw(WEST, WEST); // one place twice is not a line
    expect(save()).toBeDisabled();
    draw(WEST, EAST);
    expect(save()).toBeEnabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Route name/ }), {
      target: { value: '  ' },
    });
    expect(save()).toBeDisabled();
  });

  it('asks for the line before any stop point', async () => {
    setup();
    await screen.findByRole('application', { name: 'Route drawing map' });
    addStops();
    expect(alert()).toContain(TOO_SHORT);
    expect(drawMode()).toBe('LineString');
    expect(screen.getByRole('button', { name: 'Draw the line' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('refuses a stop point farther than 30 m from the line, and names a near one', async () => {
    setup();
    await screen.findByRole('application', { name: 'Route drawing map' });
    draw(WEST, EAST);
    addStops();
    expect(drawMode()).toBe('Point');
    draw(FAR);
    expect(alert()).toContain(TOO_FAR);
    expect(screen.queryByRole('dialog')).toBeNull();

    draw(NEAR);
    const dialog = await screen.findByRole('dialog', { name: 'New stop point' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Stop point name/ }), {
      target: { value: 'Umayyad Square' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Red' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stop point' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByRole('button', { name: 'Remove the stop point “Umayyad Square”' }),
    ).toBeVisible();
    expect(drawnPointLabels()).toEqual(['Umayyad Square']);
  });

  it('drops a stop point the line was moved away from, saying why', async () => {
    setup();
    await screen.findByRole('application', { name: 'Route drawing map' });
    draw(WEST, EAST);
    addStops();
    draw(NEAR);
    const dialog = await screen.findByRole('dialog', { name: 'New stop point' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Stop point name/ }), {
      target: { value: 'Gate' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stop point' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Draw the line' }));
    draw([33.51, 36.3], [33.51, 36.31]); // dragged 1 km north
    expect(alert()).toContain(TOO_FAR);
    expect(screen.getByText('No stop points yet. They are optional.')).toBeVisible();
  });

  it('finishes a line still being drawn when stop points are asked for', async () => {
    setup();
    await screen.findByRole('application', { name: 'Route drawing map' });
    sketch(3);
    vi.mocked(controls.finish).mockImplementationOnce(() => draw(WEST, EAST));
    addStops();
    expect(controls.finish).toHaveBeenCalled();
    expect(drawMode()).toBe('Point');
  });

  it('sends the route with its colours as 0xFF… and its points as longitudeX/latitudeY', async () => {
    const { router } = setup();
    await screen.findByRole('application', { name: 'Route drawing map' });
    fireEvent.change(screen.getByRole('textbox', { name: /Route name/ }), {
      target: { value: ' Airport shuttle ' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    draw(WEST, EAST);
    addStops();
    draw(NEAR);
    const dialog = await screen.findByRole('dialog', { name: 'New stop point' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Stop point name/ }), {
      target: { value: 'Gate' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stop point' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/routes'));
    const sent = api.writes();
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: ROUTES,
        body: {
          name: 'Airport shuttle',
          hexColor: '0xFF1E88E5',
          line: [
            { longitudeX: WEST[1], latitudeY: WEST[0] },
            { longitudeX: EAST[1], latitudeY: EAST[0] },
          ],
          stopPoints: [
            {
              name: 'Gate',
              hexColor: '0xFFFFFFFF',
              point: { longitudeX: NEAR[1], latitudeY: NEAR[0] },
            },
          ],
        },
      }),
    ]);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(toast.getAll().map((t) => t.message)).toContain(
      'The route “Airport shuttle” was added.',
    );
  });
});
