import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '../../../src/api/contract/alerts.ts';
import { BIDI_CHARACTERS_MESSAGE } from '../../../src/api/contract/common.ts';
import {
  alertsApp,
  createBody,
  FAMILY_PATHS,
  type AlertsApp,
  type Family,
  ownTargets,
  storedAlertRows,
  validationMessages,
  type Targets,
} from '../../test/alert-fixtures.ts';

// Each family's create, get and list, and what a create is refused for. What it may watch and
// how it may notify: alerts-watch.test.ts.

let h: AlertsApp;
let owner: Record<string, string>;
let mine: Targets;
beforeAll(async () => {
  h = await alertsApp();
  owner = h.as.owner;
  mine = await ownTargets(h);
});
afterAll(() => h.t.close());

const create = (family: Family, body: unknown, headers = owner) =>
  h.call('POST', FAMILY_PATHS[family], headers, body);
const stored = () => storedAlertRows(h);
const problems = validationMessages;

describe('creating each family', () => {
  it('answers the new id as text, and get and list answer the family’s detail', async () => {
    const base = {
      isEnabled: true,
      notificationMethods: ['MobileNotification'],
      creationTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    };
    // Issue 31: the quiet settings each type takes, with the defaults of a create without them.
    const zoneQuiet = { minDurationSeconds: 60, zoneMarginMeters: 25, staleAfterMinutes: 10 };
    const expected: Record<Family, object> = {
      EnteringZone: { type: 'EnteringZone', ...zoneQuiet },
      ExitingZone: { type: 'ExitingZone', ...zoneQuiet },
      ExceedingSpeed: {
        type: 'ExceedingSpeed',
        maxSpeed: 80,
        minDurationSeconds: 15,
        staleAfterMinutes: 10,
      },
      // Seconds (as .NET's TimeOnly sends them) are dropped; the name is trimmed.
      JobTime: {
        type: 'JobTime',
        name: 'Night shift',
        startTime: '22:00',
        endTime: '06:00',
        daysOfWeek: ['Friday', 'Saturday'],
        staleAfterMinutes: 10,
      },
      ExitingRoute: { type: 'ExitingRoute', staleAfterMinutes: 10 },
    };
    const extra: Partial<Record<Family, object>> = {
      JobTime: {
        name: '  Night shift ',
        startTime: '22:00:00',
        endTime: '06:00',
        daysOfWeek: ['Friday', 'Saturday'],
      },
    };
    for (const family of Object.keys(FAMILY_PATHS) as Family[]) {
      const res = await create(family, createBody(family, mine, extra[family]));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      const id = res.body;
      const detail = { id, ...base, ...expected[family] };
      const got = await h.call('GET', `${FAMILY_PATHS[family]}/${id}`, owner);
      expect(got.json(), family).toStrictEqual(detail);
      const list = await h.call('GET', `${FAMILY_PATHS[family]}?maxResultCount=1000`, owner);
      expect(list.json().items).toContainEqual(detail);
      expect(list.json().items.every((d: { type: string }) => d.type === family)).toBe(true);
    }
  });

  it('answers 404 for a definition asked for through another family', async () => {
    const speed = (await create('ExceedingSpeed', createBody('ExceedingSpeed', mine))).body;
    const res = await h.call('GET', `${FAMILY_PATHS.JobTime}/${speed}`, owner);
    expect(res.statusCode).toBe(404);
    const zones = await h.call('GET', `${FAMILY_PATHS.EnteringZone}/${speed}/geoZones`, owner);
    expect(zones.statusCode).toBe(404);
  });
});

describe('what a create is refused for, storing nothing', () => {
  it('speeds outside 0–360 or off the steps of 10', async () => {
    const before = await stored();
    for (const maxSpeed of [365, 35, -10, 370, 12.5]) {
      const res = await create('ExceedingSpeed', createBody('ExceedingSpeed', mine, { maxSpeed }));
      expect(problems(res), String(maxSpeed)).toEqual([`maxSpeed: ${ALERT_MESSAGES.speed}`]);
    }
    for (const maxSpeed of [0, 360]) {
      const res = await create('ExceedingSpeed', createBody('ExceedingSpeed', mine, { maxSpeed }));
      expect(res.statusCode, String(maxSpeed)).toBe(200);
    }
    expect((await stored()).definitions).toBe(before.definitions + 2);
  });

  it('no vehicle and no group, no method, no zone, no route, no day', async () => {
    const before = await stored();
    const none = { vehicleIds: [], vehicleGroupIds: [] };
    expect(problems(await create('ExceedingSpeed', createBody('ExceedingSpeed', {})))).toEqual([
      `vehicleIds: ${ALERT_MESSAGES.noTarget}`,
    ]);
    const noMethod = createBody('ExceedingSpeed', mine, { notificationMethods: [] });
    expect(problems(await create('ExceedingSpeed', noMethod))).toEqual([
      `notificationMethods: ${ALERT_MESSAGES.noMethod}`,
    ]);
    const noZone = createBody('EnteringZone', { ...mine, geoZoneIds: [] });
    expect(problems(await create('EnteringZone', noZone))).toEqual([
      `geoZoneIds: ${ALERT_MESSAGES.noZone}`,
    ]);
    const noRoute = createBody('ExitingRoute', { ...mine, routeIds: [] });
    expect(problems(await create('ExitingRoute', noRoute))).toEqual([
      `routeIds: ${ALERT_MESSAGES.noRoute}`,
    ]);
    const noDay = createBody('JobTime', mine, { daysOfWeek: [] });
    expect(problems(await create('JobTime', noDay))).toEqual([
      `daysOfWeek: ${ALERT_MESSAGES.noDay}`,
    ]);
    const empty = createBody('ExitingZone', { ...none, geoZoneIds: mine.geoZoneIds });
    expect(problems(await create('ExitingZone', empty))).toEqual([
      `vehicleIds: ${ALERT_MESSAGES.noTarget}`,
    ]);
    expect(await stored()).toEqual(before);
  });

  it('job times that are the same, not 24-hour hh:mm, or a name with direction controls', async () => {
    const before = await stored();
    const job = (extra: object) => create('JobTime', createBody('JobTime', mine, extra));
    for (const [startTime, endTime] of [
      ['08:00', '08:00'],
      ['08:00', '08:00:30'],
    ]) {
      expect(problems(await job({ startTime, endTime }))).toEqual([
        `endTime: ${ALERT_MESSAGES.sameTimes}`,
      ]);
    }
    expect(problems(await job({ startTime: '24:00' }))).toContain(
      `startTime: ${ALERT_MESSAGES.time}`,
    );
    expect(problems(await job({ endTime: '8:00 PM' }))).toContain(
      `endTime: ${ALERT_MESSAGES.time}`,
    );
    expect(problems(await job({ name: 'Shift \u202Etfihs' }))).toEqual([
      `name: ${BIDI_CHARACTERS_MESSAGE}`,
    ]);
    expect(problems(await job({ name: '   ' }))).toEqual(['name: A name is required.']);
    expect(await stored()).toEqual(before);
  });

  it('says it in Arabic to an Arabic reader', async () => {
    const res = await h.call(
      'POST',
      FAMILY_PATHS.ExceedingSpeed,
      { ...owner, 'accept-language': 'ar' },
      createBody('ExceedingSpeed', mine, { maxSpeed: 35 }),
    );
    expect(problems(res)).toEqual([
      'maxSpeed: يجب أن تكون السرعة من 0 إلى 360 كم/سا، بخطوات من 10.',
    ]);
  });
});
