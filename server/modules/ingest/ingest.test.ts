import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastPosition, position } from '../../db/schema.ts';
import { trackingApp, vehicleByDevice } from '../../test/tracking-helpers.ts';

let ctx: Awaited<ReturnType<typeof trackingApp>>;
beforeAll(async () => {
  ctx = await trackingApp({ deps: { ingest: { maxDelayMs: 50, maxRows: 20 } } });
});
afterAll(() => ctx.t.close());

const positionsOf = (vehicleId: string) =>
  ctx.db.select().from(position).where(eq(position.vehicleId, vehicleId));

describe('OsmAnd ingest', () => {
  it('stores a valid GET fix (knots → km/h) and upserts the last position', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-010');
    const ts = Math.floor(Date.now() / 1000) - 60;
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/ingest/osmand?id=demo-010&lat=33.51&lon=36.29&timestamp=${ts}&speed=10&bearing=90&altitude=700&accuracy=5`,
    });
    expect(res.statusCode).toBe(200);
    const rows = await positionsOf(v.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lat: 33.51, lon: 36.29, bearing: 90, altitude: 700 });
    expect(rows[0]!.speed).toBeCloseTo(18.52, 5);
    expect(rows[0]!.time.getTime()).toBe(ts * 1000);
    const [last] = await ctx.db.select().from(lastPosition).where(eq(lastPosition.vehicleId, v.id));
    expect(last).toMatchObject({ lat: 33.51, lon: 36.29 });
  });

  it('accepts a POSTed form with an ISO timestamp and no optional fields', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-011');
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/ingest/osmand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=demo-011&lat=33.5&lon=36.3&timestamp=${new Date(Date.now() - 5000).toISOString()}`,
    });
    expect(res.statusCode).toBe(200);
    const rows = await positionsOf(v.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ speed: 0, bearing: null, accuracy: null });
  });

  it('refuses malformed and out-of-range values with 400, storing nothing', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-012');
    const future = Math.floor(Date.now() / 1000) + 86_400;
    for (const query of [
      'id=demo-012&lat=91&lon=36',
      'id=demo-012&lat=33&lon=181',
      'id=demo-012&lat=abc&lon=36',
      'id=demo-012&lon=36',
      'id=demo-012&lat=33&lon=36&speed=-1',
      'id=demo-012&lat=33&lon=36&bearing=400',
      `id=demo-012&lat=33&lon=36&timestamp=${future}`,
      'id=demo-012&lat=33&lon=36&timestamp=yesterday',
      'lat=33&lon=36',
    ]) {
      const res = await ctx.t.app.inject({ method: 'GET', url: `/ingest/osmand?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    expect(await positionsOf(v.id)).toHaveLength(0);
  });

  it('stores nothing for unknown devices, answering as for known ones (no enumeration)', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/ingest/osmand?id=nobody&lat=33&lon=36',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    const [any] = await ctx.db.select().from(position).where(eq(position.lat, 33));
    expect(any).toBeUndefined();
  });

  it('batches concurrent fixes; the last position is the newest one', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-013');
    const base = Math.floor(Date.now() / 1000) - 1000;
    // Out of order on purpose: the newest (i = 49) is sent first.
    const sends = Array.from({ length: 50 }, (_, k) => {
      const i = 49 - k;
      return ctx.t.app.inject({
        method: 'GET',
        url: `/ingest/osmand?id=demo-013&lat=${33.5 + i / 1000}&lon=36.3&timestamp=${base + i}`,
      });
    });
    const results = await Promise.all(sends);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await positionsOf(v.id)).toHaveLength(50);
    const [last] = await ctx.db.select().from(lastPosition).where(eq(lastPosition.vehicleId, v.id));
    expect(last!.lat).toBeCloseTo(33.549, 6);
    expect(last!.time.getTime()).toBe((base + 49) * 1000);
  });
});
