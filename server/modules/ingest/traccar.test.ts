import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { position, vehicle } from '../../db/schema.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { BUSINESS, OWNER, trackingApp, vehicleByDevice } from '../../test/tracking-helpers.ts';
import type { TraccarForward } from './traccar.ts';
import { TRACCAR_BODY_LIMIT } from './traccar-route.ts';

// Issue 30: Traccar as a gateway. Its JSON position forwarding, as Traccar's PositionData
// serializes it (a position with its attributes, and its device).

const SECRET = 'traccar-test-secret-0123456789abcdef';
let ctx: Awaited<ReturnType<typeof trackingApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  ctx = await trackingApp({
    config: { traccarForwardSecret: SECRET },
    deps: { ingest: { maxDelayMs: 5 } },
  });
  owner = await ctx.headersFor(OWNER, BUSINESS);
});
afterAll(() => ctx.t.close());

const fixTime = () => new Date(Date.now() - 30_000).toISOString().replace('Z', '+00:00');
const forward = (uniqueId: string, over: Partial<TraccarForward['position']> = {}) => ({
  position: {
    id: 4821,
    deviceId: 7,
    protocol: 'teltonika',
    serverTime: new Date().toISOString(),
    deviceTime: fixTime(),
    fixTime: fixTime(),
    outdated: false,
    valid: true,
    latitude: 33.5138,
    longitude: 36.2765,
    altitude: 690,
    speed: 20, // knots
    course: 135,
    address: null,
    accuracy: 0,
    network: null,
    geofenceIds: null,
    attributes: {
      priority: 0,
      sat: 11,
      ignition: true,
      motion: true,
      odometer: 152_340_500,
      hours: 4_446_000_000, // 1235 h in ms
      fuel: 42.5,
      power: 12.8,
      alarm: 'overspeed,sos',
      totalDistance: 9000.5,
    },
    ...over,
  },
  device: { id: 7, name: 'Van 7', uniqueId, status: 'online', disabled: false },
});
const post = (body: unknown, authorization: string | null = `Bearer ${SECRET}`) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/ingest/traccar',
    headers: authorization ? { authorization } : {},
    payload: body as object,
  });
const positionsOf = async (deviceId: string) => {
  const v = await vehicleByDevice(ctx.db, deviceId);
  return ctx.db.select().from(position).where(eq(position.vehicleId, v.id));
};
const refusedCount = async () => {
  const metrics = await ctx.t.app.inject({ method: 'GET', url: '/metrics' });
  const line =
    /gotrack_ingest_refused_positions_total\{protocol="traccar",reason="unknown_device"\} (\d+)/;
  return Number(line.exec(metrics.body)?.[1] ?? 0);
};

describe('Traccar forwarding', () => {
  it('is off (404) when TRACCAR_FORWARD_SECRET is not set', async () => {
    const off = await setupTestApp();
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/ingest/traccar',
        headers: { authorization: `Bearer ${SECRET}` },
        payload: forward('traccar-demo'),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a missing or wrong bearer with 401 before reading the body', async () => {
    for (const authorization of [
      null,
      `Bearer ${SECRET}x`,
      `Bearer ${SECRET.slice(0, -1)}`,
      SECRET,
      'Basic abc',
    ]) {
      const res = await post(forward('traccar-demo'), authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    // A body that is not even JSON is not looked at without the secret.
    const garbage = await ctx.t.app.inject({
      method: 'POST',
      url: '/ingest/traccar',
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(401);
    expect(await positionsOf('traccar-demo')).toHaveLength(0);
  });

  it('refuses a malformed forward with 400, saying what is wrong, storing nothing', async () => {
    const bad: [unknown, RegExp][] = [
      [{ device: { uniqueId: 'traccar-demo' } }, /^invalid position/],
      [{ position: forward('x').position }, /^invalid device/],
      [forward(''), /^invalid device\.uniqueId/],
      [forward('traccar-demo', { latitude: 91 }), /^invalid position\.latitude/],
      [forward('traccar-demo', { longitude: '36.2' as never }), /^invalid position\.longitude/],
      [forward('traccar-demo', { speed: -1 }), /^invalid position\.speed/],
      [forward('traccar-demo', { fixTime: 'yesterday' }), /^invalid position\.fixTime/],
      [
        forward('traccar-demo', { fixTime: new Date(Date.now() + 3_600_000).toISOString() }),
        /^invalid position\.fixTime/,
      ],
      [
        forward('traccar-demo', { attributes: { ignition: 'yes' as never } }),
        /attributes\.ignition/,
      ],
      [forward('traccar-demo', { attributes: { odometer: -5 } }), /attributes\.odometer/],
      [forward('traccar-demo', { attributes: { hours: -1 } }), /attributes\.hours/],
      [forward('traccar-demo', { attributes: { power: 'high' as never } }), /attributes\.power/],
    ];
    for (const [body, error] of bad) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatch(error);
    }
    const notJson = await ctx.t.app.inject({
      method: 'POST',
      url: '/ingest/traccar',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      payload: '{"position":',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = forward('traccar-demo', {
      attributes: { raw: 'f'.repeat(TRACCAR_BODY_LIMIT) } as never,
    });
    expect((await post(huge)).statusCode).toBe(413);
    expect(await positionsOf('traccar-demo')).toHaveLength(0);
  });

  it('refuses an unknown device with 404 and counts it, creating no vehicle', async () => {
    const before = await refusedCount();
    const res = await post(forward('866000000000001'));
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('unknown device');
    expect(await refusedCount()).toBe(before + 1);
    const created = await ctx.db
      .select()
      .from(vehicle)
      .where(eq(vehicle.trackingDeviceId, '866000000000001'));
    expect(created).toEqual([]);
  });

  it('stores a good forward, found on the live map API with its attributes', async () => {
    const res = await post(forward('traccar-demo'));
    expect(res.statusCode).toBe(200);
    const v = await vehicleByDevice(ctx.db, 'traccar-demo');
    const live = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/app/monitoring/liveLocation',
      headers: owner,
      payload: { vehicleIds: [v.id] },
    });
    expect(live.statusCode).toBe(200);
    const [item] = live.json().items;
    expect(item.vehicleId).toBe(v.id);
    const [latest] = item.warpGtses[0].values;
    expect(latest).toMatchObject({ latitude: 33.5138, longitude: 36.2765 });
    expect(latest.speed).toBeCloseTo(37.04, 5); // 20 knots
    expect(item.attributes).toEqual({
      ignition: true,
      odometerM: 152_340_500,
      engineHours: 1235,
      fuelL: 42.5,
      powerV: 12.8,
      alarm: 'sos',
    });
    const [row] = await positionsOf('traccar-demo');
    expect(row).toMatchObject({ bearing: 135, altitude: 690, accuracy: null });
  });

  it('stores a position whose alarm is not one of ours, without an alarm', async () => {
    const res = await post(
      forward('356307042441013', { attributes: { alarm: 'geofenceEnter', ignition: false } }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await positionsOf('356307042441013');
    expect(row).toMatchObject({ alarm: null, ignition: false, odometerM: null });
  });

  it('does not ask for the device key: the gateway proved the secret', async () => {
    const v = await vehicleByDevice(ctx.db, '359710040000001');
    const keyed = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/app/vehicle/${v.id}/deviceKey`,
      headers: owner,
    });
    expect(keyed.statusCode).toBe(200);
    expect((await post(forward('359710040000001'))).statusCode).toBe(200);
    expect(await positionsOf('359710040000001')).toHaveLength(1);
  });
});
