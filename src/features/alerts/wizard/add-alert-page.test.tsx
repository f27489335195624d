import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURES } from '../../../api/contract/track-accounts.ts';
import {
  ACCOUNT,
  V1,
  V2,
  fakeApi,
  features,
  json,
  paged,
  refused,
  renderScreen,
  resetWorld,
  vehicle,
  type SentCall,
} from '../testing';
import { AddAlertPage } from './add-alert-page';

const NEW_ID = '66666666-6666-4666-8666-666666666666';
const SPEED_PATH = '/api/app/exceedingSpeedAlertDefinition';
const JOB_PATH = '/api/app/jobTimeAlertDefinition';

function serve(over: Record<string, (call: SentCall) => Response> = {}) {
  return fakeApi({
    'GET /api/app/vehicle': () => json(paged([vehicle(V1, '501000'), vehicle(V2, '501137')])),
    'GET /api/app/mobileIdentityUser/profile': () =>
      json({
        firstName: 'Sami',
        lastName: 'Haddad',
        email: null,
        isVerified: false,
        phoneNumber: '+963944000001',
        hasProfilePicture: false,
      }),
    [`POST ${SPEED_PATH}`]: () => new Response(NEW_ID, { status: 200 }),
    [`POST ${JOB_PATH}`]: () => new Response(NEW_ID, { status: 200 }),
    ...over,
  });
}

async function start(off: string[] = [], initialType?: string) {
  const view = renderScreen(
    <AddAlertPage accountId={ACCOUNT} features={features(...off)} initialType={initialType} />,
  );
  await screen.findByRole('heading', { level: 1, name: 'Add alert' });
  return view;
}
const typeSelect = () => screen.getByRole('combobox', { name: /Alert type/ });
const chooseType = (label: string) =>
  fireEvent.change(typeSelect(), {
    target: {
      value: within(typeSelect())
        .getAllByRole('option')
        .find((o) => o.textContent === label)!
        .getAttribute('value'),
    },
  });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(resetWorld);

describe('the add-alert wizard (spec part 2 §4)', () => {
  it('offers only the types whose feature is on', async () => {
    serve();
    await start([FEATURES.jobTimeAlert, FEATURES.exitingRouteAlert]);
    const options = within(typeSelect())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a type',
      'Entering a zone',
      'Leaving a zone',
      'Exceeding the speed',
    ]);
  });

  it('says nothing until Next, then every problem of step 1, and focuses the first', async () => {
    serve();
    await start();
    await screen.findByRole('checkbox', { name: /501000/ });
    expect(screen.queryByText('Choose the type of alert.')).toBeNull();
    next();
    expect(await screen.findByText('Choose the type of alert.')).toBeVisible();
    expect(screen.getByText('Choose at least one vehicle.')).toBeVisible();
    await waitFor(() => expect(typeSelect()).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Step 1: the alert' })).toBeVisible();
  });

  it('saves a speed alert once, with an Idempotency-Key, and goes back to the alerts', async () => {
    const api = serve();
    const { router } = await start();
    chooseType('Exceeding the speed');
    fireEvent.click(await screen.findByRole('checkbox', { name: /501000/ }));
    const slower = screen.getByRole('button', { name: '10 km/h slower' });
    for (let i = 0; i < 4; i++) fireEvent.click(slower);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '40 km/h (Low)');
    next();
    const heading = await screen.findByRole('heading', { name: 'Step 2: notifications' });
    await waitFor(() => expect(heading).toHaveFocus());
    save();
    expect(await screen.findByText('Choose at least one way to be notified.')).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: 'App notification' }));
    save();
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/alerts'));
    const creates = api.writes();
    expect(creates).toHaveLength(1);
    expect(creates[0]!.path).toBe(SPEED_PATH);
    expect(creates[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(creates[0]!.body).toEqual({
      vehicleIds: [V1],
      vehicleGroupIds: [],
      notificationMethods: ['MobileNotification'],
      maxSpeed: 40,
    });
  });

  it('drops the speed when the type becomes work time, and keeps values across Previous', async () => {
    const api = serve();
    await start();
    chooseType('Exceeding the speed');
    expect(screen.getByRole('slider')).toBeVisible();
    chooseType('Moving outside work time');
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox', { name: /501137/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Work time name/ }), {
      target: { value: 'Day shift' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Start time/ }), {
      target: { value: '8:00' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /End time/ }), {
      target: { value: '17:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Friday' }));
    next();
    expect(await screen.findByText('Enter a 24-hour time, like 08:30 or 17:45.')).toBeVisible();
    fireEvent.change(screen.getByRole('textbox', { name: /Start time/ }), {
      target: { value: '08:00' },
    });
    next();
    await screen.findByRole('heading', { name: 'Step 2: notifications' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('textbox', { name: /Work time name/ })).toHaveValue('Day shift');
    expect(screen.getByRole('button', { name: 'Friday' })).toHaveAttribute('aria-pressed', 'true');
    next();
    expect(await screen.findByRole('checkbox', { name: 'SMS' })).toBeChecked();
    save();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      vehicleIds: [V2],
      vehicleGroupIds: [],
      notificationMethods: ['Sms'],
      name: 'Day shift',
      startTime: '08:00',
      endTime: '17:30',
      daysOfWeek: ['Friday'],
    });
  });

  it('shows when a speeding counts, with its defaults explained, and saves a change (issue 31)', async () => {
    const api = serve();
    await start();
    chooseType('Exceeding the speed');
    fireEvent.click(await screen.findByRole('checkbox', { name: /501000/ }));
    const group = screen.getByRole('group', { name: 'When an alert counts' });
    const duration = within(group).getByRole('textbox', { name: /Minimum duration/ });
    expect(duration).toHaveValue('15');
    expect(duration).toHaveAccessibleDescription(/Speeding counts only once it has lasted/);
    const late = within(group).getByRole('textbox', { name: /Late positions/ });
    expect(late).toHaveValue('10');
    expect(within(group).queryByRole('textbox', { name: /Zone margin/ })).toBeNull();
    fireEvent.change(duration, { target: { value: '3601' } });
    next();
    expect(await screen.findByText('Enter a whole number from 0 to 3600.')).toBeVisible();
    await waitFor(() => expect(duration).toHaveFocus());
    fireEvent.change(duration, { target: { value: '30' } });
    next();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'SMS' }));
    save();
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      vehicleIds: [V1],
      vehicleGroupIds: [],
      notificationMethods: ['Sms'],
      maxSpeed: 80,
      minDurationSeconds: 30,
    });
  });

  it('shows the zone margin for zone alerts only', async () => {
    serve();
    await start();
    chooseType('Entering a zone');
    const margin = await screen.findByRole('textbox', { name: /Zone margin/ });
    expect(margin).toHaveValue('25');
    expect(margin).toHaveAccessibleDescription(/this far inside to enter/);
    expect(screen.getByRole('textbox', { name: /Minimum duration/ })).toHaveValue('60');
    chooseType('Moving outside work time');
    expect(screen.queryByRole('textbox', { name: /Zone margin/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Late positions/ })).toHaveValue('10');
  });

  it('shows the server’s refusal and keeps the form', async () => {
    serve({ [`POST ${SPEED_PATH}`]: () => refused('The vehicle is not in this account.') });
    await start();
    chooseType('Exceeding the speed');
    fireEvent.click(await screen.findByRole('checkbox', { name: /501000/ }));
    next();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'SMS' }));
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The vehicle is not in this account.',
    );
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  });

  it("says 'unknown' for a type it does not know, and starts with none", async () => {
    serve();
    await start([], 'Teleport');
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown alert type: Teleport');
    expect(typeSelect()).toHaveValue('');
  });

  it('starts with a known type asked for by the link', async () => {
    serve();
    await start([], 'SpeedViolation');
    expect(typeSelect()).toHaveValue('SpeedViolation');
    expect(screen.getByRole('slider')).toBeVisible();
  });
});
