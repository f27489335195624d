import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_MESSAGES } from '../../../src/api/contract/alert-quiet.ts';
import {
  alertsApp,
  createBody,
  FAMILY_PATHS,
  ownTargets,
  storedAlertRows,
  validationMessages,
  type AlertsApp,
  type Family,
  type Targets,
} from '../../test/alert-fixtures.ts';

// Issue 31: `minDurationSeconds`, `zoneMarginMeters` and `staleAfterMinutes` on a create are
// stored with the definition and answered by its get and the lists; absent or null means the
// default; each family takes the ones its alerts use, within bounds. Who may create is the
// families' own matrix (alerts-access.test.ts): these are fields of the same calls.

let h: AlertsApp;
let owner: Record<string, string>;
let mine: Targets;
beforeAll(async () => {
  h = await alertsApp();
  owner = h.as.owner;
  mine = await ownTargets(h);
});
afterAll(() => h.t.close());

const create = (family: Family, extra: object, headers = owner) =>
  h.call('POST', FAMILY_PATHS[family], headers, createBody(family, mine, extra));
const detail = async (family: Family, id: string) =>
  (await h.call('GET', `${FAMILY_PATHS[family]}/${id}`, owner)).json();

describe('quiet settings of a definition', () => {
  it('are stored and answered by the get and both lists', async () => {
    const chosen = { minDurationSeconds: 120, zoneMarginMeters: 50, staleAfterMinutes: 30 };
    const res = await create('ExitingZone', chosen);
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail('ExitingZone', res.body)).toMatchObject(chosen);
    const family = await h.call('GET', `${FAMILY_PATHS.ExitingZone}?maxResultCount=1000`, owner);
    expect(family.json().items).toContainEqual(
      expect.objectContaining({ id: res.body, ...chosen }),
    );
    const all = await h.call('GET', '/api/app/alertDefinition?maxResultCount=1000', owner);
    expect(all.json().items).toContainEqual(expect.objectContaining({ id: res.body, ...chosen }));
  });

  it('absent or null: the defaults; a setting not of the family is not taken', async () => {
    const speed = await create('ExceedingSpeed', {
      minDurationSeconds: null,
      zoneMarginMeters: 80,
      staleAfterMinutes: 1440,
    });
    expect(speed.statusCode, speed.body).toBe(200);
    const got = await detail('ExceedingSpeed', speed.body);
    expect(got).toMatchObject({ minDurationSeconds: 15, staleAfterMinutes: 1440 });
    expect(got).not.toHaveProperty('zoneMarginMeters');
    const zone = await create('EnteringZone', {});
    expect(await detail('EnteringZone', zone.body)).toMatchObject({
      minDurationSeconds: 60,
      zoneMarginMeters: 25,
      staleAfterMinutes: 10,
    });
    const route = await create('ExitingRoute', { minDurationSeconds: 5, staleAfterMinutes: 1 });
    const onRoute = await detail('ExitingRoute', route.body);
    expect(onRoute).toMatchObject({ staleAfterMinutes: 1 });
    expect(onRoute).not.toHaveProperty('minDurationSeconds');
    // The bounds themselves are taken.
    const edges = { minDurationSeconds: 3600, zoneMarginMeters: 0, staleAfterMinutes: 1 };
    const wide = await create('EnteringZone', edges);
    expect(await detail('EnteringZone', wide.body)).toMatchObject(edges);
  });

  it('out of bounds, fractional or not a number: refused, naming the setting, nothing stored', async () => {
    const before = await storedAlertRows(h);
    const cases: [Family, string, unknown][] = [
      ['EnteringZone', 'minDurationSeconds', -1],
      ['ExceedingSpeed', 'minDurationSeconds', 3601],
      ['ExitingZone', 'minDurationSeconds', 12.5],
      ['EnteringZone', 'zoneMarginMeters', 501],
      ['ExitingZone', 'zoneMarginMeters', -5],
      ['JobTime', 'staleAfterMinutes', 0],
      ['ExitingRoute', 'staleAfterMinutes', 1441],
      ['ExceedingSpeed', 'staleAfterMinutes', '10'],
    ];
    for (const [family, setting, value] of cases) {
      const res = await create(family, { [setting]: value });
      const messages = validationMessages(res);
      if (typeof value === 'number') {
        const message = QUIET_MESSAGES[setting as keyof typeof QUIET_MESSAGES];
        expect(messages, `${family} ${setting} ${value}`).toEqual([`${setting}: ${message}`]);
      } else {
        expect(messages.length).toBe(1);
        expect(messages[0]).toMatch(/^staleAfterMinutes: /);
      }
    }
    expect(await storedAlertRows(h)).toEqual(before);
  });

  it('says it in Arabic to an Arabic reader', async () => {
    const res = await create(
      'EnteringZone',
      { zoneMarginMeters: 1000 },
      { ...owner, 'accept-language': 'ar' },
    );
    expect(validationMessages(res)).toEqual([
      'zoneMarginMeters: يجب أن يكون هامش المنطقة عدداً صحيحاً من الأمتار من 0 إلى 500.',
    ]);
  });
});
