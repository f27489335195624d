import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import {
  alertDefinition,
  alertDefinitionVehicle,
  appUser,
  notification,
  vehicle,
} from '../../db/schema.ts';
import { featureOffForThisTest } from '../../test/account-features.ts';
import {
  alertsApp,
  createAlert,
  FAMILY_PATHS,
  type AlertsApp,
  type Family,
  ownTargets,
  type Targets,
} from '../../test/alert-fixtures.ts';
import { OWNER } from '../../test/tracking-helpers.ts';

let h: AlertsApp;
let owner: Record<string, string>;
let vehicles: string[];
let mine: Targets;
beforeAll(async () => {
  h = await alertsApp();
  owner = h.as.owner;
  vehicles = await h.vehiclesOf(h.business);
  mine = await ownTargets(h);
});
afterAll(() => h.t.close());

const base = '/api/app/alertDefinition';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = owner) =>
  h.call(method, url, headers);
const speedAlert = (t: Targets = mine) => createAlert(h, owner, 'ExceedingSpeed', t);
const definition = async (id: string) =>
  (await h.db.select().from(alertDefinition).where(eq(alertDefinition.id, id)))[0];
const vehicleIdsOf = async (id: string) =>
  (
    await h.db
      .select({ v: alertDefinitionVehicle.vehicleId })
      .from(alertDefinitionVehicle)
      .where(eq(alertDefinitionVehicle.alertDefinitionId, id))
  )
    .map((r) => r.v)
    .sort();

describe('enabling and disabling', () => {
  it('round-trips, each twice without harm, and shows in the list', async () => {
    const id = await speedAlert();
    const listed = async () =>
      (await call('GET', `${base}?maxResultCount=1000`))
        .json()
        .items.find((d: { id: string }) => d.id === id).isEnabled;
    expect(await listed()).toBe(true);
    for (const [path, on] of [
      ['disabledAlert', false],
      ['disabledAlert', false],
      ['enabledAlert', true],
      ['enabledAlert', true],
    ] as const) {
      expect((await call('POST', `${base}/${id}/${path}`)).statusCode).toBe(204);
      expect(await listed()).toBe(on);
    }
    expect((await call('POST', `${base}/${randomUUID()}/enabledAlert`)).statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('removes the definition and its links, keeps raised notifications, and is idempotent', async () => {
    const id = await speedAlert({ vehicleIds: vehicles.slice(0, 2) });
    const [user] = await h.db.select().from(appUser).where(eq(appUser.userName, OWNER));
    const [raised] = await h.db
      .insert(notification)
      .values({
        trackAccountId: h.business,
        userId: user!.id,
        alertDefinitionId: id,
        alertType: 'ExceedingSpeed',
        vehicleId: vehicles[0]!,
        time: new Date(),
        details: { vehicleName: 'V', speed: 90, maxSpeed: 80 },
        eventKey: `test-${id}`,
      })
      .returning();
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect(await definition(id)).toBeUndefined();
    expect(await vehicleIdsOf(id)).toEqual([]);
    const [kept] = await h.db.select().from(notification).where(eq(notification.id, raised!.id));
    expect(kept?.alertDefinitionId).toBeNull();
    expect((await call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${base}/${randomUUID()}`)).statusCode).toBe(204);
  });
});

describe('assigning and unassigning vehicles', () => {
  it('assigns once however often asked, lists them by plate as the app names them', async () => {
    const id = await speedAlert();
    for (const v of [vehicles[2]!, vehicles[1]!, vehicles[1]!]) {
      expect((await call('POST', `${base}/${id}/vehicle/${v}`)).statusCode).toBe(204);
    }
    expect(await vehicleIdsOf(id)).toEqual(vehicles.slice(0, 3).sort());
    const rows = await h.db
      .select()
      .from(vehicle)
      .where(inArray(vehicle.id, vehicles.slice(0, 3)));
    const named = rows
      .map((r) => ({ id: r.id, name: `${r.licensePlateSerial} - ${r.licensePlateSubClass}` }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const page = await call('GET', `${base}/${id}/vehicles?skipCount=1&maxResultCount=1`);
    expect(page.json()).toEqual({ items: [named[1]], totalCount: 3 });
    const all = await call('GET', `${base}/${id}/vehicles?maxResultCount=100`);
    expect(all.json().items).toEqual(named);
  });

  it('refuses another account’s vehicle like an unknown one (404)', async () => {
    const id = await speedAlert();
    const [theirs] = await h.vehiclesOf(h.other);
    for (const v of [theirs, randomUUID()]) {
      expect((await call('POST', `${base}/${id}/vehicle/${v}`)).statusCode).toBe(404);
    }
    expect(await vehicleIdsOf(id)).toEqual([vehicles[0]]);
  });

  it('unassigns down to nothing; unassigning what is not assigned is done', async () => {
    const id = await speedAlert({ vehicleIds: vehicles.slice(0, 2) });
    for (const v of [vehicles[0]!, vehicles[1]!, vehicles[1]!, randomUUID()]) {
      expect((await call('DELETE', `${base}/${id}/vehicle/${v}`)).statusCode).toBe(204);
    }
    expect(await vehicleIdsOf(id)).toEqual([]);
    // Still there, watching nothing until a vehicle is added again.
    expect(await definition(id)).toBeDefined();
    expect((await call('GET', `${base}/${id}/vehicles`)).json()).toEqual({
      items: [],
      totalCount: 0,
    });
  });
});

describe('assigning and unassigning groups', () => {
  it('needs GroupManagement to assign, not to unassign; another account’s group is 404', async () => {
    const id = await speedAlert();
    const vans = await h.group(h.business, 'Vans', [vehicles[3]!]);
    const buses = await h.group(h.business, 'Buses');
    const theirs = await h.group(h.other, 'Theirs');
    for (const g of [vans, buses, buses]) {
      expect((await call('POST', `${base}/${id}/vehicleGroup/${g}`)).statusCode).toBe(204);
    }
    for (const g of [theirs, randomUUID()]) {
      expect((await call('POST', `${base}/${id}/vehicleGroup/${g}`)).statusCode).toBe(404);
    }
    const groups = await call('GET', `${base}/${id}/vehicleGroups`);
    expect(groups.json()).toEqual({
      items: [
        { id: buses, name: 'Buses' },
        { id: vans, name: 'Vans' },
      ],
      totalCount: 2,
    });
    await featureOffForThisTest(h.db, h.business, FEATURES.groupManagement);
    const refused = await call('POST', `${base}/${id}/vehicleGroup/${vans}`);
    expect(refused.statusCode).toBe(403);
    expect((await call('DELETE', `${base}/${id}/vehicleGroup/${vans}`)).statusCode).toBe(204);
    expect((await call('DELETE', `${base}/${id}/vehicleGroup/${vans}`)).statusCode).toBe(204);
    expect((await call('GET', `${base}/${id}/vehicleGroups`)).json().totalCount).toBe(1);
  });
});

describe('deleting what a definition watches', () => {
  it('removes only the link: the definition stays', async () => {
    const zone = await h.zone(h.business, 'Doomed zone');
    const keep = await h.zone(h.business, 'Kept zone');
    const route = await h.routeIn(h.business, 'Doomed route');
    const group = await h.group(h.business, 'Doomed group');
    const [car] = await h.db
      .insert(vehicle)
      .values({
        trackAccountId: h.business,
        licensePlateSerial: '777777',
        licensePlateSubClass: 'Homs Private',
        colorHex: '#ffffff',
        trackingDeviceId: `doomed-${randomUUID()}`,
      })
      .returning({ id: vehicle.id });
    const zoneAlert = await createAlert(h, owner, 'EnteringZone', {
      vehicleIds: [car!.id, vehicles[0]!],
      vehicleGroupIds: [group],
      geoZoneIds: [zone, keep],
    });
    const routeAlert = await createAlert(h, owner, 'ExitingRoute', {
      vehicleIds: [vehicles[0]!],
      routeIds: [route],
    });
    expect((await call('DELETE', `/api/app/geoZone/${zone}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/app/route/${route}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/app/vehicleGroup/${group}`)).statusCode).toBe(204);
    await h.db.delete(vehicle).where(eq(vehicle.id, car!.id));

    expect(await definition(zoneAlert)).toBeDefined();
    expect(await definition(routeAlert)).toBeDefined();
    const zones = await call('GET', `${FAMILY_PATHS.EnteringZone}/${zoneAlert}/geoZones`);
    expect(zones.json()).toEqual({ items: [{ id: keep, name: 'Kept zone' }], totalCount: 1 });
    const routes = await call('GET', `${FAMILY_PATHS.ExitingRoute}/${routeAlert}/routes`);
    expect(routes.json()).toEqual({ items: [], totalCount: 0 });
    expect(await vehicleIdsOf(zoneAlert)).toEqual([vehicles[0]]);
    expect((await call('GET', `${base}/${zoneAlert}/vehicleGroups`)).json().totalCount).toBe(0);
  });
});

describe('the list of definitions', () => {
  // Another account's owner: an account with no seeded definitions, so every row is this test's.
  it('pages newest first and filters by type', async () => {
    const them = h.as.otherOwner;
    const t: Targets = {
      vehicleIds: (await h.vehiclesOf(h.other)).slice(0, 1),
      geoZoneIds: [await h.zone(h.other)],
      routeIds: [await h.routeIn(h.other)],
    };
    const order: Family[] = ['ExceedingSpeed', 'JobTime', 'EnteringZone', 'ExceedingSpeed'];
    const made: string[] = [];
    for (const family of [...order, ...order, 'ExitingZone', 'ExitingRoute'] as Family[]) {
      made.push(await createAlert(h, them, family, t));
    }
    const newestFirst = [...made].reverse();
    const page = (query: string) => call('GET', `${base}?${query}`, them).then((r) => r.json());
    const first = await page('type=&maxResultCount=4');
    expect(first.totalCount).toBe(10);
    expect(first.items.map((d: { id: string }) => d.id)).toEqual(newestFirst.slice(0, 4));
    const third = await page('skipCount=8&maxResultCount=4');
    expect(third.items.map((d: { id: string }) => d.id)).toEqual(newestFirst.slice(8));
    expect(third.items[0]).toEqual({
      id: newestFirst[8],
      type: 'JobTime',
      isEnabled: true,
      notificationMethods: ['MobileNotification'],
      creationTime: expect.any(String),
      staleAfterMinutes: 10, // the one quiet setting of its type (issue 31), by default
    });
    const speed = await page('type=ExceedingSpeed');
    expect(speed.totalCount).toBe(4);
    expect(speed.items.every((d: { type: string }) => d.type === 'ExceedingSpeed')).toBe(true);
    expect((await page('type=DisassembleTrackingDevice')).totalCount).toBe(0);
    expect((await call('GET', `${base}?type=Teleporting`, them)).statusCode).toBe(400);
    // The family lists page the same way.
    const jobs = await call('GET', `${FAMILY_PATHS.JobTime}?maxResultCount=1`, them);
    expect(jobs.json().totalCount).toBe(2);
    // The newest JobTime: the sixth made.
    expect(jobs.json().items[0].id).toBe(made[5]);
  });
});

describe('a plan without a family’s feature', () => {
  it('refuses the family’s calls and hides its definitions; the other families go on', async () => {
    const speed = await speedAlert();
    const job = await createAlert(h, owner, 'JobTime', mine);
    await featureOffForThisTest(h.db, h.business, FEATURES.exceedingSpeedAlert);
    for (const [method, url] of [
      ['GET', FAMILY_PATHS.ExceedingSpeed],
      ['GET', `${FAMILY_PATHS.ExceedingSpeed}/${speed}`],
      ['POST', `${base}/${speed}/disabledAlert`],
      ['GET', `${base}/${speed}/vehicles`],
      ['DELETE', `${base}/${speed}`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(
        'you don`t have access to this part of the application',
      );
    }
    const list = (await call('GET', `${base}?maxResultCount=1000`)).json();
    const ids = list.items.map((d: { id: string }) => d.id);
    expect(ids).toContain(job);
    expect(ids).not.toContain(speed);
    expect(list.items.some((d: { type: string }) => d.type === 'ExceedingSpeed')).toBe(false);
    expect((await call('POST', `${base}/${job}/disabledAlert`)).statusCode).toBe(204);
    expect(await definition(speed)).toBeDefined();
  });

  it('refuses the generic calls when no alert feature is on', async () => {
    for (const f of [
      FEATURES.exceedingSpeedAlert,
      FEATURES.jobTimeAlert,
      FEATURES.exitingRouteAlert,
      FEATURES.enteringZoneAlert,
      FEATURES.exitingZoneAlert,
    ]) {
      await featureOffForThisTest(h.db, h.business, f);
    }
    expect((await call('GET', base)).statusCode).toBe(403);
    expect((await call('DELETE', `${base}/${randomUUID()}`)).statusCode).toBe(403);
  });
});
