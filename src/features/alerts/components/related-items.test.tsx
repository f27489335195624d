import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ACCOUNT,
  ALERT,
  G1,
  V1,
  V2,
  alertDefinition,
  fakeApi,
  features,
  json,
  noContent,
  paged,
  renderScreen,
  resetWorld,
  vehicle,
} from '../testing';
import { AlertsTab } from './alerts-tab';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const BASE = `/api/app/alertDefinition/${ALERT}`;

function serve() {
  const state = { vehicles: [{ id: V1, name: '501000 - Damascus Private' }] };
  return fakeApi({
    'GET /api/app/alertDefinition': () => json(paged([alertDefinition()])),
    [`GET ${BASE}/vehicles`]: () => json(paged(state.vehicles)),
    [`GET ${BASE}/vehicleGroups`]: () => json(paged([{ id: G1, name: 'Trucks' }])),
    [`DELETE ${BASE}/vehicle/${V1}`]: () => {
      state.vehicles = [];
      return noContent();
    },
    [`POST ${BASE}/vehicle/${V2}`]: () => {
      state.vehicles = [...state.vehicles, { id: V2, name: '501137 - Damascus Private' }];
      return noContent();
    },
    'GET /api/app/vehicle': () => json(paged([vehicle(V1, '501000'), vehicle(V2, '501137')])),
  });
}

async function openMenuItem(name: string, groupsOff = false) {
  renderScreen(
    <AlertsTab
      accountId={ACCOUNT}
      features={groupsOff ? features('GoTrack.GroupManagement') : features()}
      dialogs={{ routes: () => null, zones: () => null }}
    />,
    '/main/alerts',
  );
  fireEvent.keyDown(await screen.findByRole('button', { name: /^Menu of the alert/ }), {
    key: 'Enter',
  });
  const menu = await screen.findByRole('menu');
  const item = within(menu).queryByRole('menuitem', { name });
  if (item) fireEvent.click(item);
  return { menu, item };
}

afterEach(resetWorld);

describe('an alert’s vehicles and groups (spec part 2 §2, §4, §9)', () => {
  it('lists the vehicles 100 a page; Remove deletes one and reloads the list', async () => {
    const api = serve();
    await openMenuItem('View assigned vehicles');
    const dialog = await screen.findByRole('dialog', { name: 'Vehicles of this alert' });
    const remove = await within(dialog).findByRole('button', {
      name: 'Remove 501000 - Damascus Private',
    });
    expect(api.sent.find((c) => c.path === `${BASE}/vehicles`)!.query).toEqual({
      skipCount: '0',
      maxResultCount: '100',
    });
    fireEvent.click(remove);
    expect(await within(dialog).findByText('This alert watches no vehicles.')).toBeVisible();
    expect(api.writes().map((c) => [c.method, c.path])).toEqual([
      ['DELETE', `${BASE}/vehicle/${V1}`],
    ]);
    expect(api.reads(`${BASE}/vehicles`)).toBe(2);
  });

  it('lists the groups 10 a page', async () => {
    const api = serve();
    await openMenuItem('View assigned groups');
    const dialog = await screen.findByRole('dialog', { name: 'Groups of this alert' });
    expect(await within(dialog).findByText('Trucks')).toBeVisible();
    expect(api.sent.find((c) => c.path === `${BASE}/vehicleGroups`)!.query).toEqual({
      skipCount: '0',
      maxResultCount: '10',
    });
  });

  it('adds vehicles it does not watch yet; Save waits for a choice', async () => {
    const api = serve();
    await openMenuItem('Add vehicles');
    const dialog = await screen.findByRole('dialog', { name: 'Add vehicles to the alert' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const choice = await within(dialog).findByRole('checkbox', { name: /501137/ });
    // Already watched: not offered again.
    expect(within(dialog).queryByRole('checkbox', { name: /501000/ })).toBeNull();
    expect(save).toBeDisabled();
    fireEvent.click(choice);
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes().map((c) => [c.method, c.path])).toEqual([
      ['POST', `${BASE}/vehicle/${V2}`],
    ]);
  });

  it('offers the group entries only with group management', async () => {
    serve();
    const { menu } = await openMenuItem('none', true);
    expect(within(menu).queryByRole('menuitem', { name: 'View assigned groups' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Add groups' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Add vehicles' })).toBeVisible();
  });
});
