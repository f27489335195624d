import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { encodeLine } from '../../src/api/contract/geometry.ts';
import {
  alertDefinition,
  alertDefinitionGroup,
  alertDefinitionRoute,
  alertDefinitionVehicle,
  alertDefinitionZone,
  geoZone,
  route,
  trackAccount,
  vehicle,
  vehicleGroup,
  vehicleGroupVehicle,
} from '../db/schema.ts';
import { OTHER_ACCOUNT, rolesApp } from './account-roles.ts';
import { LINE } from './route-points.ts';
import { BUSINESS } from './tracking-helpers.ts';

// The alert-definition endpoint tests: every role signed in (account-roles.ts), the demo business
// account and another account, places and groups written straight to the tables, and a valid
// create body per family.

export type Family = 'EnteringZone' | 'ExitingZone' | 'ExceedingSpeed' | 'JobTime' | 'ExitingRoute';

export const FAMILY_PATHS: Record<Family, string> = {
  EnteringZone: '/api/app/enteringZoneAlertDefinition',
  ExitingZone: '/api/app/exitingZoneAlertDefinition',
  ExceedingSpeed: '/api/app/exceedingSpeedAlertDefinition',
  JobTime: '/api/app/jobTimeAlertDefinition',
  ExitingRoute: '/api/app/exitingRouteAlertDefinition',
};

export interface Targets {
  vehicleIds?: string[];
  vehicleGroupIds?: string[];
  geoZoneIds?: string[];
  routeIds?: string[];
}

/** A square of about 1 km around the centre of Damascus, as an encoded outline. */
const DEPOT = encodeLine([
  { lat: 33.509, lon: 36.27 },
  { lat: 33.509, lon: 36.28 },
  { lat: 33.518, lon: 36.28 },
  { lat: 33.518, lon: 36.27 },
  { lat: 33.509, lon: 36.27 },
]);

export async function alertsApp(options: Parameters<typeof rolesApp>[0] = {}) {
  const h = await rolesApp(options);
  const accountId = async (name: string) =>
    (await h.db.select().from(trackAccount).where(eq(trackAccount.name, name)))[0]!.id;
  const business = await accountId(BUSINESS);
  const other = await accountId(OTHER_ACCOUNT);
  return {
    ...h,
    business,
    other,
    /** The account's vehicles by device id (every test account has one at least). */
    async vehiclesOf(trackAccountId: string): Promise<[string, ...string[]]> {
      const rows = await h.db
        .select({ id: vehicle.id })
        .from(vehicle)
        .where(eq(vehicle.trackAccountId, trackAccountId))
        .orderBy(asc(vehicle.trackingDeviceId));
      if (rows.length === 0) throw new Error('an account without vehicles');
      return rows.map((r) => r.id) as [string, ...string[]];
    },
    async group(trackAccountId: string, name: string, vehicleIds: string[] = []) {
      const [row] = await h.db.insert(vehicleGroup).values({ trackAccountId, name }).returning();
      if (vehicleIds.length) {
        await h.db
          .insert(vehicleGroupVehicle)
          .values(vehicleIds.map((vehicleId) => ({ groupId: row!.id, vehicleId })));
      }
      return row!.id;
    },
    async zone(trackAccountId: string, name = 'Depot') {
      const [row] = await h.db
        .insert(geoZone)
        .values({ trackAccountId, name, line: DEPOT })
        .returning();
      return row!.id;
    },
    async routeIn(trackAccountId: string, name = 'Depot route') {
      const [row] = await h.db
        .insert(route)
        .values({ trackAccountId, name, color: '0xFF1E88E5', line: LINE })
        .returning();
      return row!.id;
    },
  };
}
export type AlertsApp = Awaited<ReturnType<typeof alertsApp>>;

/** A valid create body of the family, watching `t`, with `extra` over it. */
export function createBody(family: Family, t: Targets, extra: object = {}) {
  const common = {
    vehicleIds: t.vehicleIds ?? [],
    vehicleGroupIds: t.vehicleGroupIds ?? [],
    notificationMethods: ['MobileNotification'],
  };
  const own: Record<Family, object> = {
    EnteringZone: { geoZoneIds: t.geoZoneIds ?? [] },
    ExitingZone: { geoZoneIds: t.geoZoneIds ?? [] },
    ExceedingSpeed: { maxSpeed: 80 },
    JobTime: {
      name: 'Night shift',
      startTime: '22:00',
      endTime: '06:00',
      daysOfWeek: ['Friday', 'Saturday'],
    },
    ExitingRoute: { routeIds: t.routeIds ?? [] },
  };
  return { ...common, ...own[family], ...extra };
}

/** Creates a definition of the family as `headers`' caller; resolves to its id. */
export async function createAlert(
  h: AlertsApp,
  headers: Record<string, string>,
  family: Family,
  t: Targets,
  extra: object = {},
): Promise<string> {
  const res = await h.call('POST', FAMILY_PATHS[family], headers, createBody(family, t, extra));
  if (res.statusCode !== 200) throw new Error(`create ${family}: ${res.statusCode} ${res.body}`);
  return res.body;
}

/** The business account's first vehicle, a zone and a route of it: what an owner may watch. */
export async function ownTargets(h: AlertsApp): Promise<Targets> {
  const [first] = await h.vehiclesOf(h.business);
  return {
    vehicleIds: [first],
    geoZoneIds: [await h.zone(h.business)],
    routeIds: [await h.routeIn(h.business)],
  };
}

/** How many definitions and links are stored: a refused create must leave them as they were. */
export async function storedAlertRows(h: AlertsApp) {
  const n = (rows: { n: number }[]) => rows[0]!.n;
  const select = () => h.db.select({ n: count() });
  return {
    definitions: n(await select().from(alertDefinition)),
    vehicles: n(await select().from(alertDefinitionVehicle)),
    groups: n(await select().from(alertDefinitionGroup)),
    zones: n(await select().from(alertDefinitionZone)),
    routes: n(await select().from(alertDefinitionRoute)),
  };
}

/** The 400's validation messages. */
export function validationMessages(res: Awaited<ReturnType<AlertsApp['call']>>): string[] {
  expect(res.statusCode, res.body).toBe(400);
  return (res.json().error.validationErrors as { message: string }[]).map((e) => e.message);
}
