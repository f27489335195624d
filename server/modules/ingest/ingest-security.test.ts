import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastPosition, position } from '../../db/schema.ts';
import {
  BUSINESS,
  OBSERVER,
  OWNER,
  trackingApp,
  vehicleByDevice,
} from '../../test/tracking-helpers.ts';
import { DEFAULT_SIMULATOR_INTERVAL_MS } from '../simulator/simulator.ts';
import { ADDRESS_FIXES_PER_MINUTE, DEVICE_FIXES_PER_MINUTE } from './limits.ts';
import { MAX_FUTURE_MS } from './osmand.ts';

// Issue 11, "Device input": spoofed, future-dated, guessed and malformed positions.

const logLines: string[] = [];
let ctx: Awaited<ReturnType<typeof trackingApp>>;
beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  ctx = await trackingApp({
    deps: { logger, ingest: { maxDelayMs: 5, limits: { perDevice: 5, perAddress: 12 } } },
  });
});
afterAll(() => ctx.t.close());

const nowS = () => Math.floor(Date.now() / 1000);
let address = 0;
/** Each test sends from its own address, so the per-address limit of one does not hit another. */
const from = () => `10.0.0.${++address}`;
const send = (query: string, remoteAddress = from()) =>
  ctx.t.app.inject({ method: 'GET', url: `/ingest/osmand?${query}`, remoteAddress });
const positionsOf = async (deviceId: string) => {
  const v = await vehicleByDevice(ctx.db, deviceId);
  return ctx.db.select().from(position).where(eq(position.vehicleId, v.id));
};
const lastOf = async (deviceId: string) => {
  const v = await vehicleByDevice(ctx.db, deviceId);
  const [row] = await ctx.db.select().from(lastPosition).where(eq(lastPosition.vehicleId, v.id));
  return row;
};

describe('future-dated fixes', () => {
  it('refuses a fix more than a minute ahead', async () => {
    expect(MAX_FUTURE_MS).toBeLessThanOrEqual(60_000);
    const res = await send(`id=demo-014&lat=33.5&lon=36.3&timestamp=${nowS() + 120}`);
    expect(res.statusCode).toBe(400);
    expect(await positionsOf('demo-014')).toHaveLength(0);
  });

  it('does not let a slightly early clock hold the live position', async () => {
    const ip = from();
    expect(
      (await send(`id=demo-015&lat=33.1&lon=36.1&timestamp=${nowS() + 50}`, ip)).statusCode,
    ).toBe(200);
    expect((await send('id=demo-015&lat=33.2&lon=36.2', ip)).statusCode).toBe(200);
    expect(await lastOf('demo-015')).toMatchObject({ lat: 33.2, lon: 36.2 });
  });

  it('replaces a live position already stuck in the future', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-016');
    const stuck = { vehicleId: v.id, time: new Date(Date.now() + 3_600_000), lat: 1, lon: 1 };
    await ctx.db.insert(lastPosition).values({ ...stuck, speed: 0 });
    expect((await send('id=demo-016&lat=33.3&lon=36.3')).statusCode).toBe(200);
    expect(await lastOf('demo-016')).toMatchObject({ lat: 33.3, lon: 36.3 });
  });
});

describe('device enumeration', () => {
  it('answers unknown and known devices alike, logging a safe id only', async () => {
    const known = await send('id=demo-017&lat=33&lon=36');
    const unknown = await send('id=nobody%0Aforged%20line&lat=33&lon=36');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const log = logLines.join('');
    expect(log).toContain('position from an unknown device refused');
    expect(log).not.toContain('forged line');
    expect(log).not.toContain('nobody\\nforged');
  });
});

describe('rate limits', () => {
  it('stay above what the demo simulator sends', () => {
    expect(DEVICE_FIXES_PER_MINUTE).toBeGreaterThan((60_000 / DEFAULT_SIMULATOR_INTERVAL_MS) * 4);
    expect(ADDRESS_FIXES_PER_MINUTE).toBeGreaterThan(DEVICE_FIXES_PER_MINUTE);
  });

  it('limit one device, whichever address sends', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await send('id=demo-018&lat=33&lon=36')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limit one address, known and unknown devices alike', async () => {
    const ip = from();
    const codes = [];
    for (let i = 0; i < 13; i++) codes.push((await send(`id=x-${i}&lat=33&lon=36`, ip)).statusCode);
    expect(codes.slice(0, 12).every((c) => c === 200)).toBe(true);
    expect(codes[12]).toBe(429);
    expect((await send('id=x-99&lat=33&lon=36')).statusCode).toBe(200);
  });
});

describe('strict numbers', () => {
  it('refuses hex, exponents, infinities and blanks with 400', async () => {
    const stored = (await positionsOf('demo-019')).length;
    for (const query of [
      'lat=0x10&lon=36',
      'lat=33&lon=0x10',
      'lat=1e1&lon=36',
      'lat=33&lon=Infinity',
      'lat=33&lon=36&speed=0x1',
      'lat=33&lon=36&bearing=1e2',
      'lat=%2033&lon=36',
      'lat=33.&lon=36',
      'lat=&lon=36',
    ]) {
      const res = await send(`id=demo-019&${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect(await positionsOf('demo-019')).toHaveLength(stored);
  });

  it('accepts plain decimals, signed or not', async () => {
    expect((await send('id=demo-019&lat=-33.5&lon=%2B36&speed=0.5')).statusCode).toBe(200);
  });
});

describe('device keys', () => {
  it('an owner sets a key; the device must then send it', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-020');
    const url = `/api/app/vehicle/${v.id}/deviceKey`;
    const observer = await ctx.headersFor(OBSERVER, BUSINESS);
    expect((await ctx.t.app.inject({ method: 'POST', url, headers: observer })).statusCode).toBe(
      403,
    );
    const owner = await ctx.headersFor(OWNER, BUSINESS);
    const res = await ctx.t.app.inject({ method: 'POST', url, headers: owner });
    expect(res.statusCode).toBe(200);
    const key = res.body;
    expect(key).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const stored = await vehicleByDevice(ctx.db, 'demo-020');
    expect(stored.deviceKeyHash).toBeTruthy();
    expect(stored.deviceKeyHash).not.toContain(key);

    for (const query of ['', '&key=wrong']) {
      const refused = await send(`id=demo-020&lat=33&lon=36${query}`);
      expect(refused.statusCode).toBe(200); // as for an unknown device
    }
    expect(await positionsOf('demo-020')).toHaveLength(0);
    expect((await send(`id=demo-020&lat=33&lon=36&key=${key}`)).statusCode).toBe(200);
    expect(await positionsOf('demo-020')).toHaveLength(1);

    // A flood with a wrong key (or none) has a budget of its own: the device still gets through.
    for (let i = 0; i < 8; i++) await send(`id=demo-020&lat=33&lon=36&key=wrong-${i % 2}`);
    for (let i = 0; i < 8; i++) await send('id=demo-020&lat=33&lon=36');
    expect((await send(`id=demo-020&lat=33.5&lon=36&key=${key}`)).statusCode).toBe(200);
    expect(await positionsOf('demo-020')).toHaveLength(2);

    const removed = await ctx.t.app.inject({ method: 'DELETE', url, headers: owner });
    expect(removed.statusCode).toBe(204);
    expect((await vehicleByDevice(ctx.db, 'demo-020')).deviceKeyHash).toBeNull();
  });
});
