import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { lastPosition, position } from '../../db/schema.ts';
import { testConfig } from '../../test/test-app.ts';
import { trackingApp, vehicleByDevice } from '../../test/tracking-helpers.ts';
import type { TrackerProtocolName } from '../trackers/session.ts';
import { startSimulator } from './simulator.ts';
import { SIMULATED_TRACKERS, simulatedTracker } from './tcp-trackers.ts';

// The demo simulator drives two vehicles over the server's own Teltonika and GT06 listeners.

let ctx: Awaited<ReturnType<typeof trackingApp>>;
beforeAll(async () => {
  const trackers = { ...testConfig().trackers, teltonikaPort: 0, gt06Port: 0 };
  ctx = await trackingApp({ config: { trackers } });
  await ctx.t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.t.close());

const portOf = (p: TrackerProtocolName) => ctx.t.app.trackers.address(p)?.port ?? null;

it('adds its two tracker vehicles to Demo Logistics and moves them over TCP, with the figures', async () => {
  const sim = startSimulator({
    db: ctx.db,
    ingest: ctx.t.app.ingest,
    log: ctx.t.app.log,
    intervalMs: 200,
    backfillHours: 0,
    trackers: { protocols: ['teltonika', 'gt06'], port: portOf },
  });
  try {
    for (const { deviceId } of SIMULATED_TRACKERS) {
      await vi.waitFor(
        async () => {
          const v = await vehicleByDevice(ctx.db, deviceId);
          const rows = await ctx.db.select().from(position).where(eq(position.vehicleId, v.id));
          expect(rows.length).toBeGreaterThanOrEqual(2);
        },
        { timeout: 20_000, interval: 100 },
      );
    }
  } finally {
    await sim.stop();
  }
  const teltonika = await vehicleByDevice(ctx.db, SIMULATED_TRACKERS[0].deviceId);
  const [live] = await ctx.db
    .select()
    .from(lastPosition)
    .where(eq(lastPosition.vehicleId, teltonika.id));
  expect(live!.odometerM).toBeGreaterThan(48_000_000);
  expect(live!.powerV).toBeGreaterThan(12);
  expect(live!.ignition).not.toBeNull();
});

it('keeps what it could not send and sends it all once the listener is there', async () => {
  let listening = false;
  const imei = SIMULATED_TRACKERS[0].deviceId;
  const tracker = simulatedTracker({
    protocol: 'teltonika',
    imei,
    port: () => (listening ? portOf('teltonika') : null),
    log: ctx.t.app.log,
  });
  const v = await vehicleByDevice(ctx.db, imei);
  const before = (await ctx.db.select().from(position).where(eq(position.vehicleId, v.id))).length;
  const base = Math.floor(Date.now() / 1000) * 1000 + 60_000;
  const sample = (n: number) => ({
    time: new Date(base - 600_000 + n * 5000),
    lat: 33.51 + n / 1000,
    lon: 36.29,
    speed: 30,
    bearing: 90,
    odometerM: 1000 + n * 40,
  });
  await tracker.report(sample(0));
  await tracker.report(sample(1));
  expect(tracker.unacknowledged).toBe(2);
  listening = true;
  await tracker.report(sample(2));
  expect(tracker.unacknowledged).toBe(0);
  await tracker.stop();
  const after = await ctx.db.select().from(position).where(eq(position.vehicleId, v.id));
  expect(after.length - before).toBe(3);
});
