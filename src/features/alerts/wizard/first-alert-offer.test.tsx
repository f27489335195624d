import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { AlertDefinition } from '../../../api/contract/alerts.ts';
import { alertsQuery } from '../api/list-alerts';
import { AlertsTab } from '../components/alerts-tab';
import {
  ACCOUNT,
  V1,
  alertDefinition,
  fakeApi,
  features,
  json,
  paged,
  renderScreen,
  resetWorld,
  vehicle,
} from '../testing';
import { AddAlertPage } from './add-alert-page';

// Issue 29: right after an owner saves their first alert, the alerts screen offers "Turn on
// alerts on this device" (the push feature's control, composed in by the route: a slot here).

const LIST = '/api/app/alertDefinition';
const SPEED = '/api/app/exceedingSpeedAlertDefinition';
const OFFER = <p>offer: turn on alerts on this device</p>;
const noDialogs = { routes: () => null, zones: () => null };

function serve(existing: AlertDefinition[]) {
  const alerts = [...existing];
  return fakeApi({
    'GET /api/app/vehicle': () => json(paged([vehicle(V1, '501000')])),
    'GET /api/app/mobileIdentityUser/profile': () =>
      json({
        firstName: 'Sami',
        lastName: 'Haddad',
        email: null,
        isVerified: false,
        phoneNumber: '+963944000001',
        hasProfilePicture: false,
      }),
    [`GET ${LIST}`]: () => json({ items: alerts, totalCount: alerts.length }),
    [`POST ${SPEED}`]: () => {
      const id = `77777777-7777-4777-8777-00000000000${alerts.length + 1}`;
      alerts.push(alertDefinition({ id }));
      return new Response(id, { status: 200 });
    },
  });
}

/** The wizard, saving a speed alert, then the alerts screen with the offer in its slot. */
async function saveAnAlert({ offline = false } = {}) {
  const view = renderScreen(
    <AddAlertPage accountId={ACCOUNT} features={features()} />,
    '/main/alerts/add-alert',
    false,
    <AlertsTab
      accountId={ACCOUNT}
      features={features()}
      dialogs={noDialogs}
      afterFirstAlert={OFFER}
    />,
  );
  const type = await screen.findByRole('combobox', { name: /Alert type/ });
  const speed = within(type)
    .getAllByRole('option')
    .find((o) => o.textContent === 'Exceeding the speed')!;
  fireEvent.change(type, { target: { value: speed.getAttribute('value') } });
  fireEvent.click(await screen.findByRole('checkbox', { name: /501000/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'App notification' }));
  if (offline) {
    // The list as the alerts screen saved it before the wizard opened, then no connection.
    await view.client.prefetchInfiniteQuery(alertsQuery(ACCOUNT));
    onlineManager.setOnline(false);
  }
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/main/alerts'));
  await screen.findByRole('heading', { name: 'Saved alerts' });
  return view;
}

afterEach(resetWorld);

describe('after the first alert is saved', () => {
  it('the alerts screen offers alerts on this device', async () => {
    serve([]);
    await saveAnAlert();
    expect(await screen.findByText(/offer: turn on alerts/)).toBeVisible();
  });

  it('also when the alert waits offline to be sent', async () => {
    serve([]);
    await saveAnAlert({ offline: true });
    expect(await screen.findByText(/offer: turn on alerts/)).toBeVisible();
  });

  it('not after a second alert', async () => {
    serve([alertDefinition()]);
    await saveAnAlert();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^Exceeding the speed/ })).toHaveLength(2),
    );
    expect(screen.queryByText(/offer: turn on alerts/)).toBeNull();
  });

  it('not on a visit of the alerts screen that saved nothing', async () => {
    serve([alertDefinition()]);
    renderScreen(
      <AlertsTab
        accountId={ACCOUNT}
        features={features()}
        dialogs={noDialogs}
        afterFirstAlert={OFFER}
      />,
      '/main/alerts',
    );
    await screen.findByRole('button', { name: /^Exceeding the speed/ });
    expect(screen.queryByText(/offer: turn on alerts/)).toBeNull();
  });
});
