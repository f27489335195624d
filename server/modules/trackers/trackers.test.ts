import { setTimeout as pause } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveLocation } from '../../../src/api/contract/monitoring.ts';
import { position, vehicle } from '../../db/schema.ts';
import { sampleOf } from '../../test/prometheus-text.ts';
import { testConfig } from '../../test/test-app.ts';
import { trackerClient } from '../../test/tracker-client.ts';
import { judgeLoopDelay, LOOP_DELAY_LIMIT_MS } from '../../test/loop-delay.ts';
import { BUSINESS, OWNER, trackingApp } from '../../test/tracking-helpers.ts';
import { TRACKER_FRAME_BYTES_CEILING } from '../../config-trackers.ts';
import { setDeviceKey } from '../ingest/device-key.ts';
import { gt06Ack } from './gt06/encode.ts';
import { gt06Alarm, gt06Frame, gt06Location, gt06Login, gt06Status } from './gt06/device.ts';
import { avlPacket, CODEC_8E, imeiHandshake, type DeviceRecord } from './teltonika/device.ts';
import { worstTeltonikaPacket } from './worst-frames.ts';

// A real server with both TCP listeners on loopback: trackers connect, identify, send positions,
// and the owner finds them on the live map.

const TELTONIKA_IMEI = '352093081452251';
const GT06_IMEI = '359710049000017';
const KEYED_IMEI = '352093081452269';
const UNKNOWN_IMEI = '490154203237518';
/** Sends the costliest packets: its positions are kept apart from the other tests'. */
const HEAVY_IMEI = '352093081452285';

let ctx: Awaited<ReturnType<typeof trackingApp>>;
let origin: string;
let headers: Record<string, string>;
const port = { teltonika: 0, gt06: 0 };
const vehicleOf = new Map<string, string>();

beforeAll(async () => {
  // The largest packets an operator may allow, so the costliest one can be measured.
  const limits = { ...testConfig().trackers.limits, maxFrameBytes: TRACKER_FRAME_BYTES_CEILING };
  ctx = await trackingApp({ config: { trackers: { teltonikaPort: 0, gt06Port: 0, limits } } });
  await ctx.t.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${portOf(ctx.t.app)}`;
  port.teltonika = ctx.t.app.trackers.address('teltonika')!.port;
  port.gt06 = ctx.t.app.trackers.address('gt06')!.port;
  // Three vehicles of the business account get the trackers' IMEIs as their device ids.
  for (const [imei, demo] of [
    [TELTONIKA_IMEI, 'demo-015'],
    [GT06_IMEI, 'demo-016'],
    [KEYED_IMEI, 'demo-017'],
    [HEAVY_IMEI, 'demo-019'],
  ] as const) {
    const [row] = await ctx.db
      .update(vehicle)
      .set({ trackingDeviceId: imei })
      .where(eq(vehicle.trackingDeviceId, demo))
      .returning({ id: vehicle.id });
    vehicleOf.set(imei, row!.id);
  }
  await setDeviceKey(ctx.db, vehicleOf.get(KEYED_IMEI)!);
  headers = await ctx.headersFor(OWNER, BUSINESS);
});
afterAll(() => ctx.t.close());

function portOf(app: typeof ctx.t.app): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

/** The vehicle's position on the live map, as its owner sees it. */
async function livePosition(imei: string) {
  const res = await fetch(`${origin}/api/app/monitoring/liveLocation`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ vehicleIds: [vehicleOf.get(imei)] }),
  });
  expect(res.status).toBe(200);
  const { items } = (await res.json()) as { items: LiveLocation[] };
  return items[0]?.warpGtses[0]?.values.at(-1);
}

const storedCount = async (imei: string) =>
  (
    await ctx.db
      .select()
      .from(position)
      .where(eq(position.vehicleId, vehicleOf.get(imei)!))
  ).length;

async function metric(name: string, labels: Record<string, string>) {
  const res = await ctx.t.app.inject({ url: '/metrics' });
  return sampleOf(res.body, name, labels) ?? 0;
}

const at = (secondsAgo: number) => new Date(Math.floor(Date.now() / 1000 - secondsAgo) * 1000);
const record = (time: Date, lat: number, lon: number): DeviceRecord => ({
  time,
  lat,
  lon,
  speedKmh: 42,
  angle: 90,
  io: [{ id: 239, size: 1, value: 1 }],
});

describe('Teltonika over TCP', () => {
  it('accepts a registered IMEI; acknowledges each packet with its record count once stored', async () => {
    const c = await trackerClient(port.teltonika);
    c.send(imeiHandshake(TELTONIKA_IMEI));
    expect(await c.read(1)).toEqual(Buffer.of(0x01));
    // Two packets in one chunk: two acknowledgements, each after its positions are durable.
    const two = avlPacket([record(at(60), 33.51, 36.28), record(at(55), 33.512, 36.281)]);
    const one = avlPacket([record(at(50), 33.514, 36.282)], CODEC_8E);
    c.send(Buffer.concat([two, one]));
    expect(await c.read(4)).toEqual(Buffer.from('00000002', 'hex'));
    expect(await storedCount(TELTONIKA_IMEI)).toBeGreaterThanOrEqual(2);
    expect(await c.read(4)).toEqual(Buffer.from('00000001', 'hex'));
    expect(await storedCount(TELTONIKA_IMEI)).toBe(3);
    // One packet in three chunks (paced, so that they arrive apart).
    const time = at(45);
    const split = avlPacket([record(time, 33.516, 36.283)]);
    for (const [from, to] of [
      [0, 6],
      [6, 30],
      [30, split.length],
    ]) {
      c.send(split.subarray(from, to));
      await pause(30);
    }
    expect(await c.read(4)).toEqual(Buffer.from('00000001', 'hex'));
    expect(await livePosition(TELTONIKA_IMEI)).toEqual({
      latitude: 33.516,
      longitude: 36.283,
      time: time.toISOString(),
      speed: 42,
    });
    c.end();
  });

  it('refuses an unknown IMEI with 00, closes, counts it, and creates nothing', async () => {
    const before = await metric('gotrack_tracker_refused_total', {
      protocol: 'teltonika',
      reason: 'unknown device',
    });
    const c = await trackerClient(port.teltonika);
    c.send(imeiHandshake(UNKNOWN_IMEI));
    expect(await c.closedBy()).toEqual(Buffer.of(0x00));
    expect(
      await metric('gotrack_tracker_refused_total', {
        protocol: 'teltonika',
        reason: 'unknown device',
      }),
    ).toBe(before + 1);
    const created = await ctx.db
      .select()
      .from(vehicle)
      .where(eq(vehicle.trackingDeviceId, UNKNOWN_IMEI));
    expect(created).toHaveLength(0);
  });

  it('refuses the IMEI of a vehicle whose device has a key: TCP trackers cannot send one', async () => {
    const c = await trackerClient(port.teltonika);
    c.send(imeiHandshake(KEYED_IMEI));
    expect(await c.closedBy()).toEqual(Buffer.of(0x00));
    expect(
      await metric('gotrack_tracker_refused_total', { reason: 'wrong device key' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('closes only the connection that sent a malformed packet, acknowledging nothing of it', async () => {
    const bad = await trackerClient(port.teltonika);
    const good = await trackerClient(port.teltonika);
    for (const c of [bad, good]) {
      c.send(imeiHandshake(TELTONIKA_IMEI));
      expect(await c.read(1)).toEqual(Buffer.of(0x01));
    }
    const before = await storedCount(TELTONIKA_IMEI);
    const corrupt = avlPacket([record(at(40), 33.52, 36.29)]);
    corrupt[30]! ^= 0x01; // the CRC no longer matches
    bad.send(corrupt);
    expect(await bad.closedBy()).toHaveLength(0);
    good.send(avlPacket([record(at(35), 33.521, 36.291)]));
    expect(await good.read(4)).toEqual(Buffer.from('00000001', 'hex'));
    expect(await storedCount(TELTONIKA_IMEI)).toBe(before + 1);
    expect(
      await metric('gotrack_tracker_disconnects_total', {
        protocol: 'teltonika',
        reason: 'malformed',
      }),
    ).toBeGreaterThanOrEqual(1);
    good.end();
  });
});

describe('a packet the database failed to store', () => {
  it('is not acknowledged: the tracker sends it again on a new connection, and it is kept', async () => {
    // A real failure of the write: the database refuses rows at this latitude for a while.
    await ctx.db.execute(sql`alter table position add constraint refuse_test check (lat <> 12.5)`);
    const packet = avlPacket([record(at(20), 12.5, 36.3)]);
    const before = await storedCount(TELTONIKA_IMEI);
    const first = await trackerClient(port.teltonika);
    first.send(imeiHandshake(TELTONIKA_IMEI));
    expect(await first.read(1)).toEqual(Buffer.of(0x01));
    first.send(packet);
    expect(await first.closedBy()).toHaveLength(0);
    expect(await storedCount(TELTONIKA_IMEI)).toBe(before);
    await ctx.db.execute(sql`alter table position drop constraint refuse_test`);
    const again = await trackerClient(port.teltonika);
    again.send(imeiHandshake(TELTONIKA_IMEI));
    expect(await again.read(1)).toEqual(Buffer.of(0x01));
    again.send(packet);
    expect(await again.read(4)).toEqual(Buffer.from('00000001', 'hex'));
    expect(await storedCount(TELTONIKA_IMEI)).toBe(before + 1);
    again.end();
  });
});

describe('GT06 over TCP', () => {
  it('answers the login with its serial; a location is answered once stored and shows on the live map', async () => {
    const c = await trackerClient(port.gt06);
    c.send(gt06Login(GT06_IMEI, 1));
    expect(await c.read(10)).toEqual(gt06Ack(0x01, 1));
    const time = at(30);
    c.send(gt06Location({ time, lat: 33.49, lon: 36.31, speedKmh: 37, course: 180 }, 2));
    expect(await c.read(10)).toEqual(gt06Ack(0x12, 2));
    expect(await storedCount(GT06_IMEI)).toBe(1);
    expect(await livePosition(GT06_IMEI)).toEqual({
      latitude: expect.closeTo(33.49, 5) as number,
      longitude: expect.closeTo(36.31, 5) as number,
      time: time.toISOString(),
      speed: 37,
    });
    // A status packet is answered at once; an alarm once its position is stored.
    c.send(gt06Status({ ignition: true }, 3));
    expect(await c.read(10)).toEqual(gt06Ack(0x13, 3));
    c.send(gt06Alarm({ time: at(25), lat: 33.491, lon: 36.311, alarm: 'sos' }, 4));
    expect(await c.read(10)).toEqual(gt06Ack(0x16, 4));
    expect(await storedCount(GT06_IMEI)).toBe(2);
    c.end();
  });

  it('closes on an unknown IMEI without an answer, and on a packet before the login', async () => {
    const before = await metric('gotrack_tracker_refused_total', { protocol: 'gt06' });
    const unknown = await trackerClient(port.gt06);
    unknown.send(gt06Login(UNKNOWN_IMEI, 1));
    expect(await unknown.closedBy()).toHaveLength(0);
    expect(await metric('gotrack_tracker_refused_total', { protocol: 'gt06' })).toBe(before + 1);
    const early = await trackerClient(port.gt06);
    early.send(gt06Status({ ignition: false }, 1));
    expect(await early.closedBy()).toHaveLength(0);
  });

  it('answers a packet of another kind with its serial, and closes on a failed CRC', async () => {
    const c = await trackerClient(port.gt06);
    c.send(gt06Login(GT06_IMEI, 7));
    expect(await c.read(10)).toEqual(gt06Ack(0x01, 7));
    // A time request (0x8A) the server does not serve still gets its answer.
    c.send(gt06Frame(0x8a, Buffer.alloc(0), 8));
    expect(await c.read(10)).toEqual(gt06Ack(0x8a, 8));
    const broken = gt06Status({ ignition: true }, 9);
    broken[broken.length - 3]! ^= 0xff;
    c.send(broken);
    expect(await c.closedBy()).toHaveLength(0);
  });
});

describe('the event loop while a tracker sends the largest packet allowed', () => {
  it(`is held at most ${LOOP_DELAY_LIMIT_MS} ms from its bytes to its acknowledgement`, async () => {
    const c = await trackerClient(port.teltonika);
    c.send(imeiHandshake(HEAVY_IMEI));
    expect(await c.read(1)).toEqual(Buffer.of(0x01));
    const packet = worstTeltonikaPacket(TRACKER_FRAME_BYTES_CEILING);
    const ack = Buffer.from('000000ff', 'hex');
    // Once unmeasured: the first run compiles the code on its path.
    c.send(packet);
    expect(await c.read(4)).toEqual(ack);
    const verdict = await judgeLoopDelay(async () => async () => {
      c.send(packet);
      expect(await c.read(4)).toEqual(ack);
    });
    console.log(
      `${packet.length}-byte Teltonika packet of 255 records: ${verdict.wallMs.toFixed(1)} ms (CPU ${verdict.cpuMs.toFixed(1)} ms, ${verdict.tries} tries)`,
    );
    expect(verdict.ok).toBe(true);
    c.end();
  });
});

describe('a packet stored whose acknowledgement was lost', () => {
  it('is acknowledged again when the tracker resends it, and adds no position', async () => {
    const packet = avlPacket([record(at(15), 33.52, 36.29), record(at(14), 33.521, 36.291)]);
    const before = await storedCount(TELTONIKA_IMEI);
    for (let attempt = 0; attempt < 2; attempt++) {
      const c = await trackerClient(port.teltonika);
      c.send(imeiHandshake(TELTONIKA_IMEI));
      expect(await c.read(1)).toEqual(Buffer.of(0x01));
      c.send(packet);
      expect(await c.read(4)).toEqual(Buffer.from('00000002', 'hex'));
      c.end(); // the answer "lost": the tracker keeps the records and sends them again
    }
    expect(await storedCount(TELTONIKA_IMEI)).toBe(before + 2);
  });
});
