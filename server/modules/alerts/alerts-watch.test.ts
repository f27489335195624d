import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ALERT_MESSAGES } from '../../../src/api/contract/alerts.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { alertDefinitionVehicle, appUser } from '../../db/schema.ts';
import { featureOffForThisTest } from '../../test/account-features.ts';
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
import { OWNER } from '../../test/tracking-helpers.ts';

// What a create may watch (the caller's own vehicles, groups, zones and routes), how it may
// notify (Mailing needs a proven address), and a create sent twice. The families and their
// validation: alerts-create.test.ts.

let h: AlertsApp;
let owner: Record<string, string>;
let mine: Targets;
let vehicles: string[];
beforeAll(async () => {
  h = await alertsApp();
  owner = h.as.owner;
  vehicles = await h.vehiclesOf(h.business);
  mine = await ownTargets(h);
});
afterAll(() => h.t.close());

const create = (family: Family, body: unknown, headers = owner) =>
  h.call('POST', FAMILY_PATHS[family], headers, body);
const stored = () => storedAlertRows(h);
const problems = validationMessages;

describe('what a create may watch', () => {
  it('refuses vehicles, groups, zones and routes of another account like unknown ones', async () => {
    const before = await stored();
    const [theirVehicle] = await h.vehiclesOf(h.other);
    const theirs: Targets = {
      vehicleIds: [theirVehicle],
      vehicleGroupIds: [await h.group(h.other, 'Theirs')],
      geoZoneIds: [await h.zone(h.other, 'Their zone')],
      routeIds: [await h.routeIn(h.other, 'Their route')],
    };
    const vehicle = ['vehicleIds', 'A vehicle of the list is not in this track account.'];
    const group = ['vehicleGroupIds', 'A vehicle group of the list is not in this track account.'];
    const zone = ['geoZoneIds', 'A geo-zone of the list is not in this track account.'];
    const route = ['routeIds', 'A route of the list is not in this track account.'];
    const cases: [Family, Targets, string[]][] = [
      ['ExceedingSpeed', { vehicleIds: theirs.vehicleIds }, vehicle],
      ['ExceedingSpeed', { vehicleIds: [randomUUID()] }, vehicle],
      ['ExceedingSpeed', { vehicleGroupIds: theirs.vehicleGroupIds }, group],
      ['ExceedingSpeed', { vehicleGroupIds: [randomUUID()] }, group],
      ['EnteringZone', { ...mine, geoZoneIds: theirs.geoZoneIds }, zone],
      ['ExitingZone', { ...mine, geoZoneIds: [randomUUID()] }, zone],
      ['ExitingRoute', { ...mine, routeIds: theirs.routeIds }, route],
      ['ExitingRoute', { ...mine, routeIds: [randomUUID()] }, route],
    ];
    for (const [family, targets, [member, message]] of cases) {
      const res = await create(family, createBody(family, targets));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.validationErrors).toEqual([{ message, members: [member] }]);
    }
    expect(await stored()).toEqual(before);
  });

  it('stores its vehicles, groups, zones and routes', async () => {
    const groupId = await h.group(h.business, 'Vans', [vehicles[1]!]);
    const res = await create(
      'EnteringZone',
      createBody('EnteringZone', {
        ...mine,
        vehicleIds: vehicles.slice(0, 3),
        vehicleGroupIds: [groupId],
      }),
    );
    const id = res.body;
    const linked = await h.db
      .select({ v: alertDefinitionVehicle.vehicleId })
      .from(alertDefinitionVehicle)
      .where(eq(alertDefinitionVehicle.alertDefinitionId, id));
    expect(linked.map((l) => l.v).sort()).toEqual(vehicles.slice(0, 3).sort());
    const groups = await h.call('GET', `/api/app/alertDefinition/${id}/vehicleGroups`, owner);
    expect(groups.json()).toEqual({ items: [{ id: groupId, name: 'Vans' }], totalCount: 1 });
    const zones = await h.call('GET', `${FAMILY_PATHS.EnteringZone}/${id}/geoZones`, owner);
    expect(zones.json()).toEqual({
      items: [{ id: mine.geoZoneIds![0], name: 'Depot' }],
      totalCount: 1,
    });
  });

  it('needs GroupManagement to watch groups, not to watch vehicles', async () => {
    const groupId = await h.group(h.business, 'Trucks');
    await featureOffForThisTest(h.db, h.business, FEATURES.groupManagement);
    const res = await create(
      'ExceedingSpeed',
      createBody('ExceedingSpeed', { vehicleGroupIds: [groupId] }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('you don`t have access to this part of the application');
    expect((await create('ExceedingSpeed', createBody('ExceedingSpeed', mine))).statusCode).toBe(
      200,
    );
  });
});

describe('notification methods', () => {
  const mailing = (extra: object = {}) =>
    create(
      'ExceedingSpeed',
      createBody('ExceedingSpeed', mine, { notificationMethods: ['Mailing', 'Sms'], ...extra }),
    );
  const ownerRow = eq(appUser.userName, OWNER);

  it('takes Mailing only from an owner whose e-mail address is verified', async () => {
    expect((await mailing()).statusCode).toBe(200);
    const [before] = await h.db.select().from(appUser).where(ownerRow);
    onTestFinished(async () => {
      await h.db
        .update(appUser)
        .set({ email: before!.email, emailVerified: before!.emailVerified })
        .where(ownerRow);
    });
    const count0 = (await stored()).definitions;
    await h.db.update(appUser).set({ emailVerified: false }).where(ownerRow);
    const res = await mailing();
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ALERT_MESSAGES.emailNotVerified);
    await h.db.update(appUser).set({ email: null, emailVerified: true }).where(ownerRow);
    expect((await mailing()).statusCode).toBe(403);
    // Without Mailing the same owner is fine.
    const sms = createBody('ExceedingSpeed', mine, { notificationMethods: ['Sms'] });
    expect((await create('ExceedingSpeed', sms)).statusCode).toBe(200);
    expect((await stored()).definitions).toBe(count0 + 1);
  });

  it('refuses a method twice or one that does not exist', async () => {
    const twice = createBody('ExceedingSpeed', mine, { notificationMethods: ['Sms', 'Sms'] });
    expect(problems(await create('ExceedingSpeed', twice))).toEqual([
      `notificationMethods: ${ALERT_MESSAGES.noMethod}`,
    ]);
    const fax = createBody('ExceedingSpeed', mine, { notificationMethods: ['Fax'] });
    expect((await create('ExceedingSpeed', fax)).statusCode).toBe(400);
  });
});

describe('a create sent twice with one Idempotency-Key', () => {
  it('answers the first id and stores one definition with its links once', async () => {
    const key = { ...owner, 'idempotency-key': randomUUID() };
    const body = createBody('ExitingRoute', { ...mine, vehicleIds: vehicles.slice(0, 2) });
    const before = await stored();
    const first = await create('ExitingRoute', body, key);
    const again = await create('ExitingRoute', body, key);
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await stored()).toEqual({
      ...before,
      definitions: before.definitions + 1,
      vehicles: before.vehicles + 2,
      routes: before.routes + 1,
    });
    // The key belongs to the account: another account's create with it is its own.
    const theirs = await create(
      'ExceedingSpeed',
      createBody('ExceedingSpeed', { vehicleIds: (await h.vehiclesOf(h.other)).slice(0, 1) }),
      { ...h.as.otherOwner, 'idempotency-key': key['idempotency-key'] },
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toBe(first.body);
  });
});
