import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HISTORY_RANGE } from '../../../src/api/contract/monitoring.ts';
import { trackAccountFeature } from '../../db/schema.ts';
import {
  BUSINESS,
  OBSERVER,
  OWNER,
  trackingApp,
  vehicleByDevice,
} from '../../test/tracking-helpers.ts';
import { writeFixes } from '../ingest/writer.ts';

let ctx: Awaited<ReturnType<typeof trackingApp>>;
let owner: Record<string, string>;
let observer: Record<string, string>;
beforeAll(async () => {
  ctx = await trackingApp();
  owner = await ctx.headersFor(OWNER, BUSINESS);
  observer = await ctx.headersFor(OBSERVER, BUSINESS);
});
afterAll(() => ctx.t.close());

// A known track through Damascus: [lat, lon, km/h], one point a minute ending 10 minutes ago.
const TRACK: [number, number, number][] = [
  [33.5138, 36.2765, 0],
  [33.5152, 36.2801, 30],
  [33.5171, 36.2853, 45],
  [33.5189, 36.2912, 60],
  [33.5207, 36.2968, 52],
  [33.5231, 36.3015, 5],
];
const end = Date.now() - 10 * 60_000;
const timeOf = (i: number) => new Date(end - (TRACK.length - 1 - i) * 60_000);

// Hand-written haversine (R = 6371 km), independent of the server's.
function handDistance(points: [number, number, number][]): number {
  let km = 0;
  for (let i = 1; i < points.length; i++) {
    const [la1, lo1] = points[i - 1]!;
    const [la2, lo2] = points[i]!;
    const r = Math.PI / 180;
    const h =
      Math.sin(((la2 - la1) * r) / 2) ** 2 +
      Math.cos(la1 * r) * Math.cos(la2 * r) * Math.sin(((lo2 - lo1) * r) / 2) ** 2;
    km += 2 * 6371 * Math.asin(Math.sqrt(h));
  }
  return km;
}

async function seedTrack(deviceId: string) {
  const v = await vehicleByDevice(ctx.db, deviceId);
  await writeFixes(
    ctx.db,
    TRACK.map(([lat, lon, speed], i) => ({
      vehicleId: v.id,
      time: timeOf(i),
      lat,
      lon,
      speed,
      bearing: null,
      altitude: null,
      accuracy: null,
    })),
  );
  return v;
}

const get = (url: string, headers = owner) => ctx.t.app.inject({ method: 'GET', url, headers });
const range = (from: Date, to: Date) =>
  `fromDate=${encodeURIComponent(from.toISOString())}&toDate=${encodeURIComponent(to.toISOString())}`;

describe('monitoring', () => {
  it('liveLocation answers the latest position; observers only get assigned vehicles', async () => {
    const tracked = await seedTrack('demo-001'); // assigned to the observer
    const hidden = await seedTrack('demo-005');
    const body = { onlySpeed: true, vehicleIds: [tracked.id, hidden.id] };
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/app/monitoring/liveLocation',
      headers: owner,
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { vehicleId: string; warpGtses: { values: unknown[] }[] }[];
    expect(items.map((i) => i.vehicleId).sort()).toEqual([tracked.id, hidden.id].sort());
    const last = TRACK.at(-1)!;
    expect(items.find((i) => i.vehicleId === tracked.id)!.warpGtses[0]!.values[0]).toEqual({
      latitude: last[0],
      longitude: last[1],
      time: timeOf(TRACK.length - 1).toISOString(),
      speed: last[2],
    });
    const asObserver = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/app/monitoring/liveLocation',
      headers: observer,
      payload: body,
    });
    expect(asObserver.json().items.map((i: { vehicleId: string }) => i.vehicleId)).toEqual([
      tracked.id,
    ]);
  });

  it('history returns the track in order; the report matches a hand-computed haversine sum', async () => {
    const v = await seedTrack('demo-002');
    const from = new Date(end - 30 * 60_000);
    const to = new Date(end + 60_000);
    const history = await get(
      `/api/app/monitoring/vehicleHistory?vehicleId=${v.id}&${range(from, to)}&onlySpeed=true`,
    );
    expect(history.statusCode).toBe(200);
    const values = history.json()[0].values as { latitude: number; longitude: number }[];
    expect(values.map((p) => [p.latitude, p.longitude])).toEqual(TRACK.map(([a, b]) => [a, b]));

    const report = await get(
      `/api/app/vehicleReport/vehicleDistanceAverageAndMaxSpeedReport?vehicleId=${v.id}&${range(from, to)}&ignoreSpeedUnder=0`,
    );
    expect(report.statusCode).toBe(200);
    const r = report.json();
    const expected = handDistance(TRACK);
    expect(expected).toBeGreaterThan(2);
    expect(Math.abs(r.distance - expected) / expected).toBeLessThan(0.01);
    expect(r).toMatchObject({ isActive: true, maxSpeed: 60 });
    expect(r.averageSpeed).toBeCloseTo(192 / 6, 6);

    const moving = TRACK.filter((p) => p[2] >= 10);
    const filtered = await get(
      `/api/app/vehicleReport/vehicleDistanceAverageAndMaxSpeedReport?vehicleId=${v.id}&${range(from, to)}&ignoreSpeedUnder=10`,
    );
    const f = filtered.json();
    expect(Math.abs(f.distance - handDistance(moving)) / handDistance(moving)).toBeLessThan(0.01);
    expect(f.averageSpeed).toBeCloseTo(187 / 4, 6);

    const empty = await get(
      `/api/app/monitoring/vehicleHistory?vehicleId=${v.id}&${range(new Date(end - 5 * 3_600_000), new Date(end - 4 * 3_600_000))}`,
    );
    expect(empty.json()).toEqual([]);
  });

  it('history enforces the range rules of part 2 §5', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-003');
    const now = Date.now();
    const m = HISTORY_RANGE.messages;
    const cases: [Date, Date, string][] = [
      [new Date(now - 25 * 3_600_000), new Date(now), m.within24h],
      [new Date(now - 3_600_000), new Date(now + 3_600_000), m.future],
      [
        new Date(now - 31 * 86_400_000),
        new Date(now - 31 * 86_400_000 + 3_600_000),
        m.within30days,
      ],
      [new Date(now - 3_600_000), new Date(now - 2 * 3_600_000), m.fromBeforeTo],
    ];
    for (const [from, to, message] of cases) {
      const res = await get(
        `/api/app/monitoring/vehicleHistory?vehicleId=${v.id}&${range(from, to)}`,
      );
      expect(res.statusCode, message).toBe(400);
      const messages = res.json().error.validationErrors.map((e: { message: string }) => e.message);
      expect(messages).toContain(message);
    }
    const ok = await get(
      `/api/app/monitoring/vehicleHistory?vehicleId=${v.id}&${range(new Date(now - 24 * 3_600_000), new Date(now))}`,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('observers and other accounts get 404 for vehicles they may not see', async () => {
    const hidden = await vehicleByDevice(ctx.db, 'demo-006');
    const personal = await vehicleByDevice(ctx.db, 'demo-024');
    const r = range(new Date(Date.now() - 3_600_000), new Date());
    const url = (id: string) => `/api/app/monitoring/vehicleHistory?vehicleId=${id}&${r}`;
    expect((await get(url(hidden.id), observer)).statusCode).toBe(404);
    expect((await get(url(personal.id), owner)).statusCode).toBe(404);
  });

  it('a feature off → 403 envelope', async () => {
    const business = await ctx.accountId(BUSINESS);
    const liveFeature = and(
      eq(trackAccountFeature.trackAccountId, business),
      eq(trackAccountFeature.name, 'GoTrack.LiveMonitoring'),
    );
    const setLive = (value: string) =>
      ctx.db
        .update(trackAccountFeature)
        .set({ value })
        .where(liveFeature)
        .then(() => {});
    const [was] = await ctx.db.select().from(trackAccountFeature).where(liveFeature);
    await setLive('False');
    // The other tests of this file need the feature on, whichever order they run in.
    onTestFinished(() => setLive(was!.value));
    const v = await vehicleByDevice(ctx.db, 'demo-001');
    const live = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/app/monitoring/liveLocation',
      headers: owner,
      payload: { onlySpeed: true, vehicleIds: [v.id] },
    });
    expect(live.statusCode).toBe(403);
    expect(live.json().error.message).toBe('you don`t have access to this part of the application');
    const r = range(new Date(Date.now() - 3_600_000), new Date());
    expect(
      (await get(`/api/app/monitoring/vehicleHistory?vehicleId=${v.id}&${r}`)).statusCode,
    ).toBe(403);
  });
});
