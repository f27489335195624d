import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { alertCursor, lastPosition, notification, request, vehicle } from '../db/schema.ts';
import { demoUserPhones } from '../modules/identity/demo-users.ts';
import { findUserByPhone } from '../modules/identity/users.ts';
import { subscriptionForm } from '../modules/requests/testing.ts';
import { createTrackAccount } from '../modules/track-accounts/associations.ts';
import {
  call,
  eventually,
  sendFix,
  signIn,
  timesLeading,
  tokenCall,
  type Served,
} from '../test/cluster-fixtures.ts';
import { AT_ONCE, addDefinition, addVehicles } from '../test/engine-fixtures.ts';
import { runCleanups, serverLocation, spawnServer, type Cleanups } from '../test/server-process.ts';

// Issue 20: several server processes behind a load balancer on one PostgreSQL. Two real demo
// servers start together on one fresh database, and each journey goes alternately through both.
// PGlite serves one process per data directory: there, this file is skipped.

const PROFILE = '/api/app/mobileIdentityUser/profile';
const cleanups: Cleanups = [];
let db: DatabaseHandle;
let a: Served;
let b: Served;

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    const { env, location } = await serverLocation(cleanups);
    Object.assign(env, { DEMO: '1', HOST: '127.0.0.1', DEMO_EXTRA_USERS: '1', LOG_LEVEL: 'info' });
    // Started at the same moment: the first start's seeding and generated keys race.
    const start = async (name: string) => {
      const process = spawnServer(env);
      cleanups.push(() => process.stop());
      return { name, process, origin: (await process.listening()).origin };
    };
    [a, b] = await Promise.all([start('A'), start('B')]);
    db = await openDatabase(location);
    cleanups.push(() => db.close());
  }, 90_000);
  afterAll(() => runCleanups(cleanups), 30_000);

  it('share one-time codes, tokens and refresh-token rotation', async () => {
    const phone = demoUserPhones(0).owner;
    const signedIn = await signIn(a, b, phone);
    expect(signedIn.status).toBe(200);
    const first = signedIn.body;
    // Signed by B, honoured by A: one key set, stored once although both generated one.
    expect((await call(a, PROFILE, { token: first.access_token })).status).toBe(200);

    const rotated = await tokenCall(a, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token!,
    });
    expect(rotated.status).toBe(200);
    expect((await call(b, PROFILE, { token: rotated.body.access_token })).status).toBe(200);

    // The rotated-out refresh token replayed through B: refused, and the whole grant revoked.
    const replay = await tokenCall(b, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token!,
    });
    expect(replay.body.error).toBe('invalid_grant');
    const again = await tokenCall(a, {
      grant_type: 'refresh_token',
      refresh_token: rotated.body.refresh_token!,
    });
    expect(again.body.error).toBe('invalid_grant');
    // B revoked the grant; A, which had checked it, hears of it at once (cluster/bus.ts).
    const token = rotated.body.access_token;
    expect((await call(b, PROFILE, { token })).status).toBe(401);
    const refused = async () => (await call(a, PROFILE, { token })).status === 401 || undefined;
    expect(await eventually('A refuses the revoked grant', refused, 4000)).toBe(true);
  });

  it('makes one purchase of one Idempotency-Key sent to both', async () => {
    const { access_token: token } = (await signIn(b, a, demoUserPhones(1).owner)).body;
    const headers = { 'idempotency-key': `cluster-${Date.now()}` };
    const form = subscriptionForm({ accountName: 'Cluster fleet' });
    const path = '/api/app/personalAccountSubscriptionRequest';
    const viaA = await call(a, path, { token, json: form, headers });
    const viaB = await call(b, path, { token, json: form, headers });
    expect(viaA.status).toBe(200);
    expect(viaB.text).toBe(viaA.text);
    const rows = await db.db
      .select({ id: request.id })
      .from(request)
      .where(eq(request.idempotencyKey, headers['idempotency-key']));
    expect(rows).toHaveLength(1);
  });

  it('raises one alert for positions of one vehicle that arrive through both', async () => {
    const owner = (await findUserByPhone(db.db, null, demoUserPhones(1).owner))!;
    const accountId = await createTrackAccount(db.db, {
      ...{ name: 'Cluster alerts', accountType: 'Business', tenantId: null },
      members: [{ userId: owner.id, associationType: 'Owner' }],
    });
    const [vehicleId] = await addVehicles(db.db, accountId, 1);
    const definitionId = await addDefinition(db.db, accountId, {
      ...{ type: 'ExceedingSpeed', vehicleIds: [vehicleId!], maxSpeed: 100 },
      // Told at the first position over: the two processes evaluate their own positions in
      // whichever order, and one's may come after the other moved the cursor past them (they
      // are skipped), so a wait for 15 s of speeding might see too little of the track.
      ...AT_ONCE,
    });
    const [row] = await db.db
      .select({ device: vehicle.trackingDeviceId })
      .from(vehicle)
      .where(eq(vehicle.id, vehicleId!));
    const device = row!.device;
    // Speeding from the second position on, through A and B in turn, then slow again: a
    // process that evaluated only its own positions would report the speeding twice.
    const start = Date.now() - 60_000;
    const speeds = [50, 150, 160, 170, 40];
    for (const [i, kmh] of speeds.entries()) {
      expect(await sendFix(i % 2 ? b : a, device, new Date(start + i * 1000), kmh)).toBe(200);
    }
    const last = new Date(Math.floor((start + 4000) / 1000) * 1000);
    await eventually('the last position is evaluated', async () => {
      const [row] = await db.db
        .select()
        .from(alertCursor)
        .where(and(eq(alertCursor.vehicleId, vehicleId!)));
      return row?.lastTime.getTime() === last.getTime() ? true : undefined;
    });
    const fired = await db.db
      .select({ n: sql<number>`count(distinct ${notification.eventKey})::int` })
      .from(notification)
      .where(eq(notification.alertDefinitionId, definitionId));
    expect(fired[0]!.n).toBe(1);
  });

  it('runs the simulator in exactly one process, and in the other once it is killed', async () => {
    const leader = await eventually('one process leads', async () => {
      const leading = [a, b].filter((s) => timesLeading(s) > 0);
      return leading.length === 1 ? leading[0] : undefined;
    });
    const follower = leader === a ? b : a;
    await leader.process.waitFor(/demo simulator started/);

    process.kill(leader.process.child.pid!, 'SIGKILL');
    await leader.process.exited;
    const killedAt = new Date();
    await follower.process.waitFor(/"leadership taken"/, 30_000);
    const [demo] = await db.db
      .select({ id: vehicle.id })
      .from(vehicle)
      .where(eq(vehicle.trackingDeviceId, 'demo-001'));
    await eventually('the new leader moves the demo vehicles', async () => {
      const [row] = await db.db
        .select({ time: lastPosition.time })
        .from(lastPosition)
        .where(eq(lastPosition.vehicleId, demo!.id));
      return row && row.time > killedAt ? true : undefined;
    });
    expect(timesLeading(follower)).toBe(1);
  });
});
