import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { AlertType, DayOfWeek, NotificationMethod } from '../../src/api/contract/alerts.ts';
import { encodeLine, type LatLon } from '../../src/api/contract/geometry.ts';
import type { Db } from '../db/client.ts';
import {
  alertDefinition,
  alertDefinitionGroup,
  alertDefinitionRoute,
  alertDefinitionVehicle,
  alertDefinitionZone,
  geoZone,
  notification,
  notificationDelivery,
  route,
  vehicle,
} from '../db/schema.ts';
import { createAlertEngine } from '../modules/alert-engine/engine.ts';
import { createUser } from '../modules/identity/users.ts';
import { writeFixes, type Fix } from '../modules/ingest/writer.ts';
import { createTrackAccount } from '../modules/track-accounts/associations.ts';
import { freshDatabase } from './fresh-db.ts';

// Scripted tracks for the alert engine: an account of its own (an owner, three vehicles) on a
// database without demo data, definitions written straight to the tables, and positions fed as
// the ingest does (stored, then evaluated).

const quiet = () => undefined;
const silent = { info: quiet, warn: quiet, error: quiet, debug: quiet, fatal: quiet, trace: quiet };
export const testLog = {
  ...silent,
  level: 'silent',
  child: () => testLog,
} as unknown as FastifyBaseLogger;

let phone = 0;
const nextPhone = () => `+9639551${String(++phone).padStart(5, '0')}`;

/** An account of its own with one owner, on any database. */
export async function engineAccount(db: Db, name = 'Engine fleet') {
  const owner = await createUser(db, user('Owner'));
  const accountId = await createTrackAccount(db, {
    name,
    accountType: 'Business',
    tenantId: null,
    members: [{ userId: owner.id, associationType: 'Owner' }],
  });
  return { owner, accountId };
}

export async function engineWorld() {
  const database = await freshDatabase({ seed: false });
  const db = database.db;
  const { owner, accountId } = await engineAccount(db);
  const vehicles = await addVehicles(db, accountId, 3);
  /** Rules are read again on every batch, so a test may edit definitions between positions. */
  const engine = (rulesCacheMs = 0) => createAlertEngine({ db, log: testLog, rulesCacheMs });
  return { database, db, owner, accountId, vehicles, engine };
}

export const user = (firstName: string) => {
  const phoneNumber = nextPhone();
  return {
    tenantId: null,
    userName: phoneNumber,
    phoneNumber,
    firstName,
    email: null,
    passwordHash: null,
  };
};

export async function addVehicles(db: Db, trackAccountId: string, n: number): Promise<string[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    trackAccountId,
    licensePlateSerial: String(610_000 + phone * 10 + i),
    licensePlateSubClass: 'Damascus Private',
    colorHex: '#1E88E5',
    trackingDeviceId: `engine-${phone}-${i}-${Math.random().toString(36).slice(2, 8)}`,
  }));
  return (await db.insert(vehicle).values(rows).returning({ id: vehicle.id })).map((r) => r.id);
}

export async function addZone(db: Db, trackAccountId: string, name: string, ring: LatLon[]) {
  const [row] = await db
    .insert(geoZone)
    .values({ trackAccountId, name, line: encodeLine(ring) })
    .returning();
  return row!.id;
}

export async function addRoute(db: Db, trackAccountId: string, name: string, points: LatLon[]) {
  const line = points.map((p) => ({ longitudeX: p.lon, latitudeY: p.lat }));
  const [row] = await db
    .insert(route)
    .values({ trackAccountId, name, color: '0xFF1E88E5', line })
    .returning();
  return row!.id;
}

export interface DefinitionInput {
  type: AlertType;
  vehicleIds?: string[];
  groupIds?: string[];
  zoneIds?: string[];
  routeIds?: string[];
  maxSpeed?: number;
  job?: { name: string; startTime: string; endTime: string; days: DayOfWeek[] };
  methods?: NotificationMethod[];
  isEnabled?: boolean;
  /** Issue 31's settings; absent: the defaults. */
  minDurationSeconds?: number;
  zoneMarginMeters?: number;
  staleAfterMinutes?: number;
}

/**
 * Settings that count a change at the first position across the edge or over the limit, as
 * before issue 31: for tests of what happens at a transition (replays, races, recipients).
 */
export const AT_ONCE = { minDurationSeconds: 0, zoneMarginMeters: 0 } as const;

export async function addDefinition(db: Db, trackAccountId: string, d: DefinitionInput) {
  const [row] = await db
    .insert(alertDefinition)
    .values({
      trackAccountId,
      type: d.type,
      isEnabled: d.isEnabled ?? true,
      notificationMethods: d.methods ?? ['MobileNotification'],
      maxSpeed: d.maxSpeed ?? null,
      minDurationSeconds: d.minDurationSeconds ?? null,
      zoneMarginMeters: d.zoneMarginMeters ?? null,
      staleAfterMinutes: d.staleAfterMinutes ?? null,
      ...(d.job && { name: d.job.name, startTime: d.job.startTime, endTime: d.job.endTime }),
      ...(d.job && { daysOfWeek: d.job.days }),
    })
    .returning();
  const id = row!.id;
  const link = async <T>(table: T, rows: object[]) => {
    if (rows.length) await db.insert(table as typeof alertDefinitionVehicle).values(rows as never);
  };
  await link(
    alertDefinitionVehicle,
    (d.vehicleIds ?? []).map((vehicleId) => ({ alertDefinitionId: id, vehicleId })),
  );
  await link(
    alertDefinitionGroup,
    (d.groupIds ?? []).map((vehicleGroupId) => ({ alertDefinitionId: id, vehicleGroupId })),
  );
  await link(
    alertDefinitionZone,
    (d.zoneIds ?? []).map((geoZoneId) => ({ alertDefinitionId: id, geoZoneId })),
  );
  await link(
    alertDefinitionRoute,
    (d.routeIds ?? []).map((routeId) => ({ alertDefinitionId: id, routeId })),
  );
  return id;
}

/** A fix `seconds` after `start` (30 km/h unless said). */
export const fixAt = (
  vehicleId: string,
  start: Date,
  seconds: number,
  p: LatLon,
  speed = 30,
): Fix => ({
  vehicleId,
  time: new Date(start.getTime() + seconds * 1000),
  lat: p.lat,
  lon: p.lon,
  speed,
  bearing: null,
  altitude: null,
  accuracy: null,
});

/** Stores the fixes and evaluates them, one batch, as the ingest hook does. */
export async function feed(engine: ReturnType<typeof createAlertEngine>, db: Db, fixes: Fix[]) {
  await writeFixes(db, fixes);
  await engine.evaluate(fixes);
}

/** The notifications a definition raised, oldest first. */
export async function notificationsOf(db: Db, definitionId: string) {
  return db
    .select()
    .from(notification)
    .where(eq(notification.alertDefinitionId, definitionId))
    .orderBy(asc(notification.time), asc(notification.userId));
}

export async function deliveriesOf(db: Db, notificationId: string) {
  return db
    .select({ method: notificationDelivery.method, status: notificationDelivery.status })
    .from(notificationDelivery)
    .where(and(eq(notificationDelivery.notificationId, notificationId)))
    .orderBy(asc(notificationDelivery.method));
}

/** A square zone `half` degrees either side of a centre. */
export const square = (c: LatLon, half: number): LatLon[] => [
  { lat: c.lat - half, lon: c.lon - half },
  { lat: c.lat - half, lon: c.lon + half },
  { lat: c.lat + half, lon: c.lon + half },
  { lat: c.lat + half, lon: c.lon - half },
];
