import { connect } from 'node:net';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicle } from '../../db/schema.ts';
import { sampleOf } from '../../test/prometheus-text.ts';
import { trackerClient } from '../../test/tracker-client.ts';
import { trackingApp } from '../../test/tracking-helpers.ts';
import { gt06Login } from './gt06/device.ts';
import { avlPacket, imeiHandshake } from './teltonika/device.ts';

// What one connection may hold is bounded (the protocols have no authentication): frame size,
// time to complete a frame or to log in, silence, connections per address; and a shutdown
// closes the listeners.

const IMEI = '352093081452277';
const limits = {
  maxFrameBytes: 1024,
  frameTimeoutMs: 500,
  idleTimeoutMs: 1500,
  connectionsPerAddress: 3,
  maxConnections: 100,
};

let ctx: Awaited<ReturnType<typeof trackingApp>>;
const port = { teltonika: 0, gt06: 0 };
beforeAll(async () => {
  ctx = await trackingApp({ config: { trackers: { teltonikaPort: 0, gt06Port: 0, limits } } });
  port.teltonika = ctx.t.app.trackers.address('teltonika')!.port;
  port.gt06 = ctx.t.app.trackers.address('gt06')!.port;
  await ctx.db
    .update(vehicle)
    .set({ trackingDeviceId: IMEI })
    .where(eq(vehicle.trackingDeviceId, 'demo-018'));
});
afterAll(() => ctx.t.close());

async function disconnects(reason: string) {
  const res = await ctx.t.app.inject({ url: '/metrics' });
  return sampleOf(res.body, 'gotrack_tracker_disconnects_total', { reason }) ?? 0;
}

async function identified() {
  const c = await trackerClient(port.teltonika);
  c.send(imeiHandshake(IMEI));
  expect(await c.read(1)).toEqual(Buffer.of(0x01));
  return c;
}

describe('tracker connection limits', () => {
  it('closes at once on a packet announced larger than TRACKER_MAX_FRAME_BYTES', async () => {
    const c = await identified();
    const header = Buffer.alloc(8);
    header.writeUInt32BE(2000, 4);
    const started = Date.now();
    c.send(header);
    expect(await c.closedBy()).toHaveLength(0);
    // Closed on the header, not after the frame timeout.
    expect(Date.now() - started).toBeLessThan(limits.frameTimeoutMs);
  });

  it('closes a packet begun and not completed in time, and a tracker that never logs in', async () => {
    const before = await disconnects('too slow');
    const c = await identified();
    const packet = avlPacket([{ time: new Date(), lat: 33.5, lon: 36.3 }]);
    c.send(packet.subarray(0, 20));
    expect(await c.closedBy()).toHaveLength(0);
    const silent = await trackerClient(port.gt06);
    expect(await silent.closedBy()).toHaveLength(0);
    expect(await disconnects('too slow')).toBe(before + 2);
  });

  it('closes a logged-in tracker that stays silent past the idle timeout', async () => {
    const c = await identified();
    const started = Date.now();
    expect(await c.closedBy()).toHaveLength(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(limits.idleTimeoutMs - 100);
    expect(await disconnects('idle')).toBeGreaterThanOrEqual(1);
  });

  it('takes at most TRACKER_CONNECTIONS_PER_ADDRESS connections from one address', async () => {
    const open = [];
    for (let i = 0; i < limits.connectionsPerAddress; i++) open.push(await identified());
    const extra = await trackerClient(port.teltonika);
    expect(await extra.closedBy()).toHaveLength(0);
    expect(await disconnects('too many connections')).toBeGreaterThanOrEqual(1);
    // Once one closes, the address may connect again.
    open.pop()!.end();
    await expect
      .poll(() => identified().then((c) => (c.end(), true)), { timeout: 10_000 })
      .toBe(true);
    for (const c of open) c.end();
  });

  it('only a login-sized frame is read before the login', async () => {
    const c = await trackerClient(port.gt06);
    const big = Buffer.concat([Buffer.from('7979', 'hex'), Buffer.from('0200', 'hex')]);
    c.send(big);
    expect(await c.closedBy()).toHaveLength(0);
    const ok = await trackerClient(port.gt06);
    ok.send(gt06Login(IMEI, 1));
    expect(await ok.read(10)).toHaveLength(10);
    ok.end();
  });
});

describe('shutting down', () => {
  it('closes the listeners and every tracker connection with the app', async () => {
    const c = await identified();
    const closing = ctx.t.app.close();
    expect(await c.closedBy()).toHaveLength(0);
    await closing;
    const socket = connect({ host: '127.0.0.1', port: port.teltonika });
    const [err] = (await once(socket, 'error')) as [NodeJS.ErrnoException];
    expect(err.code).toBe('ECONNREFUSED');
  });
});
