import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import {
  geoZone,
  route,
  trackAccountSubscription,
  vehicle,
  vehicleGroup,
} from '../../db/schema.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USER } from '../../modules/identity/seed.ts';
import { findOrCreateUserByPhone } from '../../modules/identity/users.ts';
import { createTrackAccount } from '../../modules/track-accounts/associations.ts';
import { grantDemoPlan } from '../../modules/vehicles/seed.ts';
import { rolesApp } from '../account-roles.ts';
import { bearer, FULL_SCOPE, tokenRequest } from '../auth-helpers.ts';
import { recordingMail } from '../recording-mail.ts';
import { OWNER } from '../tracking-helpers.ts';

// The world the worst request of every write endpoint is sent in: the demo accounts with every
// role signed in, the host administrator, and a fleet as large as the contract lets one request
// name (1000 vehicles and groups), owned by the demo owner.

export const BIG_FLEET = 'Big fleet';
/** The most ids of one kind a request may name (alert definitions, observers, requests). */
export const MOST_IDS = 1000;

/** One request as `app.inject` sends it; the body goes as JSON, already serialized. */
export interface Call {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  headers: Record<string, string>;
  payload?: unknown;
  /** A body that is not JSON (multipart uploads): sent as it is. */
  raw?: { body: Buffer; contentType: string };
}

export interface WorstRequest {
  /** The method and path as the server registers them: "POST /api/app/route". */
  endpoint: string;
  /** Makes what the request needs and answers it; called again for every try. */
  prepare: (w: World) => Promise<Call>;
  /** The status of an answer that did the work (a refusal would measure the wrong path). */
  status: number;
}

/** Sends a call: JSON bodies serialized beforehand, so only the server's work is measured. */
export const sendCall = (app: FastifyInstance, call: Call) =>
  app.inject({
    method: call.method,
    url: call.url,
    headers: {
      ...call.headers,
      ...(call.raw
        ? { 'content-type': call.raw.contentType }
        : call.payload !== undefined && { 'content-type': 'application/json' }),
    },
    ...(call.raw
      ? { payload: call.raw.body }
      : call.payload !== undefined && { payload: JSON.stringify(call.payload) }),
  });

let serial = 0;
/** A text unique in this run, padded to `length` characters. */
export const unique = (prefix: string, length = prefix.length + 8) =>
  `${prefix}${(serial += 1).toString().padStart(8, '0')}`.padEnd(length, 'x');

async function bigFleet(db: Db) {
  const owner = await findOrCreateUserByPhone(db, null, OWNER);
  const accountId = await createTrackAccount(db, {
    name: BIG_FLEET,
    accountType: 'Business',
    tenantId: null,
    members: [{ userId: owner.id, associationType: 'Owner' }],
  });
  await grantDemoPlan(db, accountId);
  // Room for every observer the requests add.
  await db
    .update(trackAccountSubscription)
    .set({ userCount: 10_000 })
    .where(eq(trackAccountSubscription.trackAccountId, accountId));
  const vehicles = await db
    .insert(vehicle)
    .values(
      Array.from({ length: MOST_IDS }, (_, i) => ({
        trackAccountId: accountId,
        licensePlateSerial: String(800_000 + i),
        licensePlateSubClass: 'Damascus Private',
        colorHex: '#1E88E5',
        trackingDeviceId: `big-${String(i).padStart(4, '0')}`,
      })),
    )
    .returning({ id: vehicle.id });
  const groups = await db
    .insert(vehicleGroup)
    .values(
      Array.from({ length: MOST_IDS }, (_, i) => ({ trackAccountId: accountId, name: `G${i}` })),
    )
    .returning({ id: vehicleGroup.id });
  return { accountId, vehicleIds: vehicles.map((v) => v.id), groupIds: groups.map((g) => g.id) };
}

export async function worstRequestWorld(options: Parameters<typeof rolesApp>[0] = {}) {
  const mail = recordingMail();
  const h = await rolesApp({
    ...options,
    config: { multiTenancy: true, otpIpHourlyLimit: 1e6, ...options.config },
    deps: {
      mailer: mail.mailer,
      emailCodeLimits: { resendSeconds: 0, perUserPerHour: 1e6 },
      // Each request is prepared and sent several times by one owner: the limit is not measured.
      createRateLimit: { max: 1e6, windowMs: 60_000 },
      ...options.deps,
    },
  });
  const big = await bigFleet(h.db);
  const adminToken = await tokenRequest(h.t.app, {
    grant_type: 'password',
    username: DEMO_ADMIN_USER,
    password: DEMO_ADMIN_PASSWORD,
    scope: FULL_SCOPE,
  });
  const admin = bearer(adminToken.body.access_token);
  const bigOwner = await h.headersFor(OWNER, BIG_FLEET);
  return {
    ...h,
    admin,
    mail,
    big: { ...big, owner: bigOwner },
    /** Zones and routes of the big fleet written straight to the tables (ids). */
    async places(kind: 'zone' | 'route', count: number, line: unknown): Promise<string[]> {
      const table = kind === 'zone' ? geoZone : route;
      const rows = Array.from({ length: count }, () => ({
        trackAccountId: big.accountId,
        name: unique(kind),
        ...(kind === 'zone' ? { line } : { line, color: '0xFF1E88E5' }),
      }));
      const stored = await h.db
        .insert(table)
        .values(rows as never)
        .returning({ id: table.id });
      return stored.map((r) => r.id);
    },
  };
}
export type World = Awaited<ReturnType<typeof worstRequestWorld>>;
