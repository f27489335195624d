import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { postgresHandle } from '../../db/client.ts';
import { alertDefinition, geoZone, route, vehicle } from '../../db/schema.ts';
import { encodeLine } from '../../../src/api/contract/geometry.ts';
import { OTHER_ACCOUNT, rolesApp } from '../../test/account-roles.ts';
import { LINE, routeBody } from '../../test/route-points.ts';
import { BUSINESS } from '../../test/tracking-helpers.ts';

// Per-account caps on geo-zones, routes and alert definitions (README "Limits and caps"): the
// create past the cap is refused with a translated message, and two creates racing for the last
// place do not both get it, also through two servers on one PostgreSQL database.

let h: Awaited<ReturnType<typeof rolesApp>>;
let accountId: string;
/** On PostgreSQL, a second server on the same database (the other process of a deployment). */
let second: FastifyInstance | null = null;
let closeSecond = async () => {};

beforeAll(async () => {
  h = await rolesApp();
  accountId = await h.accountId(BUSINESS);
  const url = h.t.database.url;
  if (url) {
    const handle = await postgresHandle(new pg.Pool({ connectionString: url }));
    second = await buildApp({ config: h.t.config, db: handle.db });
    await second.ready();
    closeSecond = async () => {
      await second?.close();
      await handle.close();
    };
  }
});
afterAll(async () => {
  await closeSecond();
  await h.t.close();
});

/** About 1 km square in Damascus. */
const SQUARE = encodeLine(
  [
    [33.509, 36.27],
    [33.509, 36.28],
    [33.518, 36.28],
    [33.518, 36.27],
    [33.509, 36.27],
  ].map(([lat, lon]) => ({ lat: lat!, lon: lon! })),
);

interface Cap {
  name: string;
  cap: number;
  path: string;
  /** A valid create body; `vehicleId` is a vehicle of the caller's account. */
  body: (i: number, vehicleId: string) => object;
  fill: (n: number) => Promise<unknown>;
  stored: () => Promise<number>;
  message: string;
  arabic: string;
}

const firstVehicle = async (of: string) =>
  (await h.db.select().from(vehicle).where(eq(vehicle.trackAccountId, of)))[0]!.id;

const caps: Cap[] = [
  {
    name: 'geo-zones',
    cap: 500,
    path: '/api/app/geoZone',
    body: (i) => ({ name: `Racing zone ${i}`, polyLine: { line: SQUARE } }),
    fill: (n) =>
      h.db.insert(geoZone).values(
        Array.from({ length: n }, (_, i) => ({
          trackAccountId: accountId,
          name: `Z${i}`,
          line: SQUARE,
        })),
      ),
    stored: async () =>
      (
        await h.db.select({ n: count() }).from(geoZone).where(eq(geoZone.trackAccountId, accountId))
      )[0]!.n,
    message: 'An account can have at most 500 geo-zones.',
    arabic: 'يمكن أن يضم الحساب 500 منطقة جغرافية على الأكثر.',
  },
  {
    name: 'routes',
    cap: 200,
    path: '/api/app/route',
    body: (i) => routeBody(`Racing route ${i}`),
    fill: (n) =>
      h.db.insert(route).values(
        Array.from({ length: n }, (_, i) => ({
          trackAccountId: accountId,
          name: `R${i}`,
          color: '0xFF1E88E5',
          line: LINE,
        })),
      ),
    stored: async () =>
      (await h.db.select({ n: count() }).from(route).where(eq(route.trackAccountId, accountId)))[0]!
        .n,
    message: 'An account can have at most 200 routes.',
    arabic: 'يمكن أن يضم الحساب 200 مسار على الأكثر.',
  },
  {
    name: 'alert definitions',
    cap: 500,
    path: '/api/app/exceedingSpeedAlertDefinition',
    body: (_, vehicleId) => ({
      vehicleIds: [vehicleId],
      vehicleGroupIds: [],
      notificationMethods: ['Sms'],
      maxSpeed: 90,
    }),
    fill: (n) =>
      h.db.insert(alertDefinition).values(
        Array.from({ length: n }, () => ({
          trackAccountId: accountId,
          type: 'ExceedingSpeed' as const,
          notificationMethods: ['Sms' as const],
          maxSpeed: 80,
        })),
      ),
    stored: async () =>
      (
        await h.db
          .select({ n: count() })
          .from(alertDefinition)
          .where(eq(alertDefinition.trackAccountId, accountId))
      )[0]!.n,
    message: 'An account can have at most 500 alert definitions.',
    arabic: 'يمكن أن يضم الحساب 500 تعريف تنبيه على الأكثر.',
  },
];

const post = (app: FastifyInstance, path: string, body: object, headers = h.as.owner) =>
  app.inject({ method: 'POST', url: path, headers, payload: body });

describe('per-account caps', () => {
  it.each(caps.map((c) => [c.name, c] as const))(
    '%s: two creates racing for the last place, one gets it; past the cap, a translated refusal',
    async (_, c) => {
      const vehicleId = await firstVehicle(accountId);
      const body = (i: number) => c.body(i, vehicleId);
      await c.fill(c.cap - 1 - (await c.stored()));
      expect(await c.stored()).toBe(c.cap - 1);
      const racing = await Promise.all([
        post(h.t.app, c.path, body(1)),
        post(second ?? h.t.app, c.path, body(2)),
      ]);
      expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      const refused = racing.find((r) => r.statusCode === 403)!;
      expect(refused.json().error.message).toBe(c.message);
      expect(await c.stored()).toBe(c.cap);

      const arabic = await post(h.t.app, c.path, body(3), {
        ...h.as.owner,
        'accept-language': 'ar',
      });
      expect(arabic.statusCode).toBe(403);
      expect(arabic.json().error.message).toBe(c.arabic);
      expect(await c.stored()).toBe(c.cap);
      // Another account is not held by this one's cap.
      const theirVehicle = await firstVehicle(await h.accountId(OTHER_ACCOUNT));
      const theirs = await post(h.t.app, c.path, c.body(4, theirVehicle), h.as.otherOwner);
      expect(theirs.statusCode, theirs.body).toBe(200);
    },
  );
});
