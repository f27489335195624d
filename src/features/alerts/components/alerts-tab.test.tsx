import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AlertDefinition } from '../../../api/contract/alerts.ts';
import {
  ACCOUNT,
  ALERT,
  Z1,
  alertDefinition,
  fakeApi,
  features,
  json,
  noContent,
  paged,
  renderScreen,
  resetWorld,
  toasts,
} from '../testing';
import { AlertsTab } from './alerts-tab';
import type { PlaceDialogProps } from './place-dialogs';

// Radix's menu measures where it opens; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const LIST = '/api/app/alertDefinition';
const id = (n: number) => `77777777-7777-4777-8777-${String(n).padStart(12, '0')}`;

function serve(alerts: AlertDefinition[]) {
  const state = { alerts };
  const api = fakeApi({
    [`GET ${LIST}`]: (c) => {
      const skip = Number(c.query.skipCount);
      const size = Number(c.query.maxResultCount);
      return json({
        items: state.alerts.slice(skip, skip + size),
        totalCount: state.alerts.length,
      });
    },
    [`GET /api/app/exceedingSpeedAlertDefinition/${ALERT}`]: () =>
      json({ ...alertDefinition(), maxSpeed: 40 }),
    [`GET /api/app/enteringZoneAlertDefinition/${ALERT}/geoZones`]: () =>
      json(paged([{ id: Z1, name: 'Depot' }])),
    [`POST ${LIST}/${ALERT}/disabledAlert`]: () => {
      state.alerts = state.alerts.map((a) => (a.id === ALERT ? { ...a, isEnabled: false } : a));
      return noContent();
    },
    [`DELETE ${LIST}/${ALERT}`]: () => {
      state.alerts = state.alerts.filter((a) => a.id !== ALERT);
      return noContent();
    },
  });
  return api;
}

const shown: PlaceDialogProps[] = [];
const dialogs = {
  routes: (p: PlaceDialogProps) => (shown.push(p), (<p>routes dialog</p>)),
  zones: (p: PlaceDialogProps) => (shown.push(p), (<p>zones dialog: {p.ids.join()}</p>)),
};

const start = async () => {
  renderScreen(
    <AlertsTab accountId={ACCOUNT} features={features()} dialogs={dialogs} />,
    '/main/alerts',
  );
  return screen.findByRole('heading', { name: 'Saved alerts' });
};

afterEach(resetWorld);

describe('the saved-alerts tab (spec part 2 §2)', () => {
  it('says so when there are none, and links to the wizard', async () => {
    serve([]);
    await start();
    expect(await screen.findByText(/No alerts yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: '+ Add alert' })).toHaveAttribute(
      'href',
      '/main/alerts/add-alert',
    );
  });

  it('lists ten at a time with Load more, each with type, status and dd/MM/yyyy', async () => {
    const api = serve(
      Array.from({ length: 12 }, (_, i) =>
        alertDefinition({ id: id(i), isEnabled: i !== 1, creationTime: '2026-03-07T10:00:00Z' }),
      ),
    );
    await start();
    const first = await screen.findAllByRole('button', { name: /^Exceeding the speed/ });
    expect(first).toHaveLength(10);
    expect(first[0]).toHaveTextContent('Exceeding the speedActive07/03/2026');
    expect(first[1]).toHaveTextContent('Inactive');
    expect(api.sent[0]!.query).toEqual({ skipCount: '0', maxResultCount: '10' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more (10 of 12)' }));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Exceeding the speed/ })).toHaveLength(12),
    );
    expect(api.sent.at(-1)!.query).toEqual({ skipCount: '10', maxResultCount: '10' });
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('loads the max speed when a speed alert’s panel opens', async () => {
    const api = serve([alertDefinition()]);
    await start();
    const panel = await screen.findByRole('button', { name: /^Exceeding the speed/ });
    expect(api.reads(`/api/app/exceedingSpeedAlertDefinition/${ALERT}`)).toBe(0);
    fireEvent.click(panel);
    expect(await screen.findByText('40 km/h')).toBeVisible();
    expect(screen.getByText('App notification, SMS')).toBeVisible();
  });

  it('shows a zone alert’s zones in the show-geozone dialog it is given', async () => {
    serve([alertDefinition({ type: 'EnteringZone' })]);
    await start();
    fireEvent.click(await screen.findByRole('button', { name: /^Entering a zone/ }));
    const show = await screen.findByRole('button', { name: 'Show geozone' });
    await waitFor(() => expect(show).toBeEnabled());
    fireEvent.click(show);
    expect(await screen.findByText(`zones dialog: ${Z1}`)).toBeVisible();
    expect(shown.at(-1)).toMatchObject({ open: true, ids: [Z1], title: 'Geo-zones of this alert' });
  });

  it('shows the quiet settings an alert answers, and none a back end without them does', async () => {
    const quiet = { minDurationSeconds: 1, zoneMarginMeters: 40, staleAfterMinutes: 30 };
    serve([alertDefinition({ type: 'EnteringZone', ...quiet }), alertDefinition({ id: id(1) })]);
    await start();
    const [zone, speed] = await screen.findAllByRole('button', { name: /^(Entering|Exceeding)/ });
    fireEvent.click(zone!);
    const facts = (await screen.findByText('Minimum duration')).closest('dl')!;
    expect(within(facts).getByText('1 second')).toBeVisible();
    expect(within(facts).getByText('40 metres')).toBeVisible();
    expect(within(facts).getByText('over 30 minutes')).toBeVisible();
    fireEvent.click(zone!);
    fireEvent.click(speed!);
    await screen.findByText('Maximum speed');
    expect(screen.queryByText('Minimum duration')).toBeNull();
  });

  it('turns an alert off from its menu, says SuccessDisabled, and reloads the list', async () => {
    const api = serve([alertDefinition()]);
    await start();
    const trigger = await screen.findByRole('button', { name: /^Menu of the alert/ });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    const active = within(menu).getByRole('menuitemcheckbox', { name: 'Active' });
    expect(active).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(active);
    await waitFor(() => expect(toasts('success')).toEqual(['Disabled successfully']));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Exceeding the speed/ })).toHaveTextContent(
        'Inactive',
      ),
    );
    expect(api.writes().map((c) => c.path)).toEqual([`${LIST}/${ALERT}/disabledAlert`]);
    expect(api.reads(LIST)).toBe(2);
  });

  it('deletes an alert after a 400 px confirmation', async () => {
    const api = serve([alertDefinition()]);
    await start();
    fireEvent.keyDown(await screen.findByRole('button', { name: /^Menu of the alert/ }), {
      key: 'Enter',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete alert' }));
    const confirm = await screen.findByRole('dialog', { name: /Delete the alert/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No alerts yet/)).toBeVisible();
    expect(api.writes().map((c) => [c.method, c.path])).toEqual([['DELETE', `${LIST}/${ALERT}`]]);
  });
});
