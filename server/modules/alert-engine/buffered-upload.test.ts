import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destination, type LatLon } from '../../../src/api/contract/geometry.ts';
import { notification } from '../../db/schema.ts';
import { addDefinition, addZone, notificationsOf, square } from '../../test/engine-fixtures.ts';
import { BUSINESS, OWNER, trackingApp, vehicleByDevice } from '../../test/tracking-helpers.ts';

// Issue 31: a tracker out of coverage for an hour uploads what it buffered all at once, through
// the real OsmAnd ingest. None of it is news: no alert fires, although it drove into and out of
// a watched zone and sped. The engine still learns where the vehicle is, and the reports show
// the hour; the first live positions after it are judged against that.

let ctx: Awaited<ReturnType<typeof trackingApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  // A buffered hour arrives faster than a device's usual budget allows.
  const unlimited = { perDevice: 1e9, perAddress: 1e9 };
  ctx = await trackingApp({ deps: { ingest: { limits: unlimited, maxDelayMs: 5 } } });
  owner = await ctx.headersFor(OWNER, BUSINESS);
});
afterAll(() => ctx.t.close());

const DEVICE = 'demo-017';
const CENTRE = { lat: 33.76, lon: 36.05 }; // north of the demo's streets: only our positions
const SOUTH_OF_ZONE = destination(CENTRE, 1000, Math.PI);
const KNOTS = 1.852;

const send = (p: LatLon, at: number, kmh: number) =>
  ctx.t.app.inject({
    method: 'GET',
    url: `/ingest/osmand?id=${DEVICE}&lat=${p.lat}&lon=${p.lon}&timestamp=${Math.floor(at / 1000)}&speed=${(kmh / KNOTS).toFixed(3)}`,
  });

describe('an hour of buffered positions uploaded at once', () => {
  it('fires no live alert, yet the engine and the reports take it in', async () => {
    const db = ctx.db;
    const accountId = await ctx.accountId(BUSINESS);
    const v = await vehicleByDevice(db, DEVICE);
    const zone = await addZone(db, accountId, 'Buffered depot', square(CENTRE, 0.005));
    const watch = { vehicleIds: [v.id], zoneIds: [zone] };
    const enter = await addDefinition(db, accountId, { type: 'EnteringZone', ...watch });
    const exit = await addDefinition(db, accountId, { type: 'ExitingZone', ...watch });
    const speed = await addDefinition(db, accountId, {
      type: 'ExceedingSpeed',
      vehicleIds: [v.id],
      maxSpeed: 100,
    });

    // Taken from 75 to 15 minutes ago, every 20 s: outside; in the zone for ten minutes; out
    // again at 130 km/h for ten; then back in, parked for the last twenty.
    const now = Date.now();
    const start = now - 75 * 60_000;
    const hour = Array.from({ length: 180 }, (_, i) => {
      const minute = i / 3;
      const inside = (minute >= 10 && minute < 20) || minute >= 40;
      const kmh = minute >= 20 && minute < 30 ? 130 : minute >= 40 ? 0 : 40;
      return { at: start + i * 20_000, p: inside ? CENTRE : SOUTH_OF_ZONE, kmh };
    });
    for (const f of hour) expect((await send(f.p, f.at, f.kmh)).statusCode).toBe(200);
    await ctx.t.app.alertEngine.flush();
    const ofVehicle = await db.select().from(notification).where(eq(notification.vehicleId, v.id));
    expect(ofVehicle).toEqual([]);

    const range = `fromDate=${encodeURIComponent(new Date(start - 1000).toISOString())}&toDate=${encodeURIComponent(new Date(now).toISOString())}`;
    const report = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/app/vehicleReport/vehicleDistanceAverageAndMaxSpeedReport?vehicleId=${v.id}&${range}&ignoreSpeedUnder=0`,
      headers: owner,
    });
    expect(report.statusCode).toBe(200);
    expect(Math.round(report.json().maxSpeed)).toBe(130);

    // Back in coverage: it drives out of the zone, live. The engine knew it was inside (from the
    // buffered hour), so this is one exit, told once the vehicle stayed out a minute.
    for (let s = 80; s >= 0; s -= 10) {
      expect((await send(SOUTH_OF_ZONE, now - s * 1000, 40)).statusCode).toBe(200);
    }
    await ctx.t.app.alertEngine.flush();
    expect(await notificationsOf(db, exit)).toHaveLength(1);
    expect(await notificationsOf(db, enter)).toEqual([]);
    expect(await notificationsOf(db, speed)).toEqual([]);
  });
});
