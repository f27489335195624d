import { count, eq, gte, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastPosition, position } from '../../db/schema.ts';
import { trackingApp, vehicleByDevice } from '../../test/tracking-helpers.ts';
import { DEMO_TRACKER_DEVICES } from '../vehicles/seed.ts';
import { startSimulator } from './simulator.ts';

let ctx: Awaited<ReturnType<typeof trackingApp>>;
beforeAll(async () => {
  ctx = await trackingApp({ deps: { ingest: { maxDelayMs: 20 } } });
});
afterAll(() => ctx.t.close());

describe('demo simulator', () => {
  it('back-fills history, then moves vehicles through the ingest; one speeds, one is parked', async () => {
    const startedAt = Date.now();
    const sim = startSimulator({
      db: ctx.db,
      ingest: ctx.t.app.ingest,
      log: ctx.t.app.log,
      intervalMs: 100,
      backfillHours: 0.25,
    });
    // Runs until the back-fill is written and a live tick has reached every vehicle's last
    // position (back-filled fixes are older than the start), however long that takes here. A fixed
    // sleep stopped a slow machine in the middle of the back-fill.
    await vi.waitFor(
      async () => {
        const live = await ctx.db
          .select({ n: count() })
          .from(lastPosition)
          .where(gte(lastPosition.time, new Date(startedAt)));
        expect(live[0]!.n).toBe(25);
      },
      { timeout: 25_000, interval: 100 },
    );
    await sim.stop();
    const [rows] = await ctx.db.select({ n: count() }).from(position);
    // 15 minutes at 30 s for 25 vehicles, plus the live ticks.
    expect(rows!.n).toBeGreaterThan(25 * 30);
    const last = await ctx.db.select().from(lastPosition);
    expect(last).toHaveLength(25);
    // The vehicles waiting for real trackers (issue 30) get no position from it.
    for (const device of DEMO_TRACKER_DEVICES) {
      const v = await vehicleByDevice(ctx.db, device);
      expect(last.some((l) => l.vehicleId === v.id)).toBe(false);
    }
    const newest = Math.max(...last.map((l) => l.time.getTime()));
    expect(Date.now() - newest).toBeLessThan(5000);

    const speeder = await vehicleByDevice(ctx.db, 'demo-004');
    const [fast] = await ctx.db
      .select({ top: max(position.speed) })
      .from(position)
      .where(eq(position.vehicleId, speeder.id));
    expect(fast!.top).toBeGreaterThan(120);
    const parked = await vehicleByDevice(ctx.db, 'demo-005');
    const [still] = await ctx.db
      .select({ top: max(position.speed) })
      .from(position)
      .where(eq(position.vehicleId, parked.id));
    expect(still!.top).toBe(0);
    for (const l of last) {
      expect(l.lat).toBeGreaterThan(33.4);
      expect(l.lat).toBeLessThan(33.6);
    }
  });
});
