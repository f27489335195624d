import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { TRIP_REPORT_MESSAGES } from '../../../src/api/contract/trip-reports.ts';
import { setting, trackAccountFeature } from '../../db/schema.ts';
import {
  BUSINESS,
  OBSERVER,
  OWNER,
  trackingApp,
  vehicleByDevice,
} from '../../test/tracking-helpers.ts';
import { writeFixes } from '../ingest/writer.ts';
import { GLOBAL_PROVIDER, SETTING_MIN_STOP_MINUTES } from '../settings/definitions.ts';

// The trip report endpoints on a scripted morning two days ago (out of the simulator's way):
// parked, 4.4 km north, a 7-minute halt, 4.4 km on, parked.

let ctx: Awaited<ReturnType<typeof trackingApp>>;
let owner: Record<string, string>;
let observer: Record<string, string>;
beforeAll(async () => {
  ctx = await trackingApp();
  owner = await ctx.headersFor(OWNER, BUSINESS);
  observer = await ctx.headersFor(OBSERVER, BUSINESS);
});
afterAll(() => ctx.t.close());

const MIN = 60_000;
const DAY = new Date(Date.now() - 2 * 86_400_000);
DAY.setUTCHours(6, 0, 0, 0);
const at = (minute: number) => new Date(DAY.getTime() + minute * MIN);

/** [minute, lat] pairs: parked 0–30, drive 30–40, halt 40–47, drive 47–57, parked 57–90. */
function morning(): { minute: number; lat: number; speed: number }[] {
  const points = [];
  for (let m = 0; m <= 30; m += 2) points.push({ minute: m, lat: 33.5, speed: 0 });
  for (let m = 31; m <= 40; m++)
    points.push({ minute: m, lat: 33.5 + (m - 30) * 0.004, speed: 40 });
  for (let m = 41; m <= 47; m++) points.push({ minute: m, lat: 33.54, speed: 0 });
  for (let m = 48; m <= 57; m++)
    points.push({ minute: m, lat: 33.54 + (m - 47) * 0.004, speed: 50 });
  for (let m = 58; m <= 90; m += 2) points.push({ minute: m, lat: 33.58, speed: 0 });
  return points;
}

async function seedMorning(deviceId: string) {
  const v = await vehicleByDevice(ctx.db, deviceId);
  await writeFixes(
    ctx.db,
    morning().map((p) => ({
      vehicleId: v.id,
      time: at(p.minute),
      lat: p.lat,
      lon: 36.3,
      speed: p.speed,
      bearing: null,
      altitude: null,
      accuracy: null,
    })),
  );
  return v.id;
}

const range = (from: Date, to: Date) =>
  `fromDate=${encodeURIComponent(from.toISOString())}&toDate=${encodeURIComponent(to.toISOString())}`;
const morningRange = () => range(at(-60), at(180));
const get = (url: string, headers: Record<string, string> | undefined = owner) =>
  ctx.t.app.inject({ method: 'GET', url, headers });
const hhmm = (iso: string) => Math.round((Date.parse(iso) - DAY.getTime()) / MIN);

describe('trip reports', () => {
  it('splits the morning into two trips and three stops; the summary adds them up', async () => {
    const id = await seedMorning('demo-001');
    const trips = await get(`/api/app/vehicleReport/trips?vehicleId=${id}&${morningRange()}`);
    expect(trips.statusCode).toBe(200);
    const items = trips.json().items as Array<Record<string, number | string>>;
    expect(items.map((t) => [hhmm(t.startTime as string), hhmm(t.endTime as string)])).toEqual([
      [30, 40],
      [47, 57],
    ]);
    expect(items[0]).toMatchObject({ maxSpeed: 40, durationSeconds: 600 });
    expect(items[0]!.distance).toBeCloseTo(4.45, 1);
    expect(items[0]!.averageSpeed).toBeCloseTo(26.7, 0);

    const stops = await get(`/api/app/vehicleReport/stops?vehicleId=${id}&${morningRange()}`);
    expect(
      (stops.json().items as Array<{ startTime: string; endTime: string; ongoing: boolean }>).map(
        (s) => [hhmm(s.startTime), hhmm(s.endTime), s.ongoing],
      ),
    ).toEqual([
      [0, 30, false],
      [40, 47, false],
      [57, 90, true],
    ]);

    const summary = await get(`/api/app/vehicleReport/summary?${morningRange()}`);
    const mine = summary.json().items.find((s: { vehicleId: string }) => s.vehicleId === id);
    expect(mine).toMatchObject({ trips: 2, drivingSeconds: 1200, maxSpeed: 50 });
    expect(mine.distance).toBeCloseTo(8.9, 1);
  });

  it('reads the stop length from GoTrack.Reports.MinStopMinutes', async () => {
    const id = (await vehicleByDevice(ctx.db, 'demo-001')).id;
    await ctx.db.insert(setting).values({
      name: SETTING_MIN_STOP_MINUTES,
      value: '10',
      providerName: GLOBAL_PROVIDER,
      providerKey: null,
    });
    onTestFinished(() =>
      ctx.db
        .delete(setting)
        .where(eq(setting.name, SETTING_MIN_STOP_MINUTES))
        .then(() => {}),
    );
    const trips = await get(`/api/app/vehicleReport/trips?vehicleId=${id}&${morningRange()}`);
    // The 7-minute halt is now part of one trip.
    expect(trips.json().items.map((t: { startTime: string }) => hhmm(t.startTime))).toEqual([30]);
  });

  it('an observer reports only on assigned vehicles; other accounts get 404', async () => {
    const assigned = (await vehicleByDevice(ctx.db, 'demo-001')).id;
    const hidden = (await vehicleByDevice(ctx.db, 'demo-006')).id;
    const personal = (await vehicleByDevice(ctx.db, 'demo-024')).id;
    const url = (id: string) => `/api/app/vehicleReport/stops?vehicleId=${id}&${morningRange()}`;
    expect((await get(url(assigned), observer)).statusCode).toBe(200);
    expect((await get(url(hidden), observer)).statusCode).toBe(404);
    expect((await get(url(personal), owner)).statusCode).toBe(404);
    const summary = await get(`/api/app/vehicleReport/summary?${morningRange()}`, observer);
    expect(summary.json().items).toHaveLength(3);
    expect((await get(url(assigned), {})).statusCode).toBe(401);
  });

  it('refuses a range over seven days or backwards, naming the dates', async () => {
    const id = (await vehicleByDevice(ctx.db, 'demo-001')).id;
    const long = await get(
      `/api/app/vehicleReport/trips?vehicleId=${id}&${range(at(-8 * 1440), at(0))}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.validationErrors).toContainEqual({
      message: TRIP_REPORT_MESSAGES.maxDays,
      members: ['fromDate', 'toDate'],
    });
    const backwards = await get(`/api/app/vehicleReport/summary?${range(at(10), at(0))}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.validationErrors[0].message).toBe(
      TRIP_REPORT_MESSAGES.fromBeforeTo,
    );
    expect(
      (await get(`/api/app/vehicleReport/summary?fromDate=yesterday&toDate=now`)).statusCode,
    ).toBe(400);
  });

  it('needs the Reports feature of the account', async () => {
    const business = await ctx.accountId(BUSINESS);
    const reports = and(
      eq(trackAccountFeature.trackAccountId, business),
      eq(trackAccountFeature.name, 'GoTrack.Reports'),
    );
    const [was] = await ctx.db.select().from(trackAccountFeature).where(reports);
    await ctx.db.update(trackAccountFeature).set({ value: 'False' }).where(reports);
    onTestFinished(() =>
      ctx.db
        .update(trackAccountFeature)
        .set({ value: was!.value })
        .where(reports)
        .then(() => {}),
    );
    expect((await get(`/api/app/vehicleReport/summary?${morningRange()}`)).statusCode).toBe(403);
  });
});
