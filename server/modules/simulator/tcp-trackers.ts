import type { FastifyBaseLogger } from 'fastify';
import { gt06Ack } from '../trackers/gt06/encode.ts';
import { gt06Location, gt06Login } from '../trackers/gt06/device.ts';
import type { TrackerProtocolName } from '../trackers/session.ts';
import { avlPacket, CODEC_8E, imeiHandshake } from '../trackers/teltonika/device.ts';
import { trackerClient, type TrackerClient } from '../trackers/tracker-socket.ts';
import type { Sample } from './mover.ts';

/**
 * Two demo vehicles of "Demo Logistics" whose positions the simulator sends as real trackers
 * would, over the server's own Teltonika and GT06 listeners (when TELTONIKA_PORT / GT06_PORT are
 * set): the TCP path, its acknowledgements and the tracker figures, seen working in the demo.
 */
export const SIMULATED_TRACKERS = [
  { deviceId: '356307042440047', protocol: 'teltonika' },
  { deviceId: '359710040000043', protocol: 'gt06' },
] as const satisfies readonly { deviceId: string; protocol: TrackerProtocolName }[];

/** A fix waiting for its acknowledgement, with the figures a tracker adds. */
export interface TrackerSample extends Sample {
  time: Date;
  odometerM: number;
}

const ACK_TIMEOUT_MS = 20_000;
/** A tracker keeps what was not acknowledged; so do we, within reason. */
const MAX_KEPT = 100;

/**
 * One simulated tracker: connects (again after a failure, as real ones do), identifies, and
 * sends what it holds; a sample leaves its memory only once acknowledged, so a restarted server
 * gets it again (and stores it once: positions are unique per vehicle and time).
 */
export function simulatedTracker(opts: {
  protocol: TrackerProtocolName;
  imei: string;
  /** The listener's port now (null: not listening yet). */
  port: () => number | null;
  log: FastifyBaseLogger;
}) {
  const kept: TrackerSample[] = [];
  let client: TrackerClient | null = null;
  let serial = 0;
  let sending: Promise<void> = Promise.resolve();
  let stopped = false;

  async function connected(): Promise<TrackerClient | null> {
    if (client && !client.isClosed) return client;
    const port = opts.port();
    if (port === null) return null;
    const c = await trackerClient(port);
    try {
      if (opts.protocol === 'teltonika') {
        c.send(imeiHandshake(opts.imei));
        if ((await c.read(1, ACK_TIMEOUT_MS))[0] !== 1) throw new Error('IMEI refused');
      } else {
        serial = 1;
        c.send(gt06Login(opts.imei, serial));
        await c.read(10, ACK_TIMEOUT_MS);
      }
    } catch (err) {
      c.end();
      throw err;
    }
    client = c;
    return c;
  }

  async function flush(): Promise<void> {
    const c = await connected();
    if (!c || kept.length === 0) return;
    if (opts.protocol === 'teltonika') {
      const batch = kept.slice(0, 50);
      c.send(avlPacket(batch.map(teltonikaRecord), CODEC_8E));
      const ack = await c.read(4, ACK_TIMEOUT_MS);
      if (ack.readUInt32BE(0) !== batch.length) throw new Error('wrong acknowledgement');
      kept.splice(0, batch.length);
      return;
    }
    while (kept.length) {
      serial = (serial % 0xffff) + 1;
      const s = kept[0]!;
      const fix = { time: s.time, lat: s.lat, lon: s.lon, speedKmh: s.speed, course: s.bearing };
      c.send(gt06Location(fix, serial));
      const ack = await c.read(10, ACK_TIMEOUT_MS);
      if (!ack.equals(gt06Ack(0x12, serial))) throw new Error('wrong acknowledgement');
      kept.shift();
    }
  }

  return {
    /** Queues a sample and sends what is kept; a failure closes the connection, keeping them. */
    report(sample: TrackerSample): Promise<void> {
      if (stopped) return sending;
      kept.push(sample);
      if (kept.length > MAX_KEPT) kept.shift();
      sending = sending.then(() =>
        flush().catch((err: unknown) => {
          client?.end();
          client = null;
          opts.log.debug({ err, protocol: opts.protocol }, 'simulated tracker will send again');
        }),
      );
      return sending;
    },
    get unacknowledged(): number {
      return kept.length;
    },
    async stop(): Promise<void> {
      stopped = true;
      await sending;
      client?.end();
    },
  };
}

/** What an FMB tracker on the move reports: ignition, odometer and the vehicle's battery. */
const teltonikaRecord = (s: TrackerSample) => ({
  time: s.time,
  lat: s.lat,
  lon: s.lon,
  altitude: 690,
  angle: Math.round(s.bearing),
  satellites: 9,
  speedKmh: Math.round(s.speed),
  io: [
    { id: 239, size: 1 as const, value: s.speed > 0 ? 1 : 0 },
    { id: 66, size: 2 as const, value: s.speed > 0 ? 14_100 : 12_600 },
    { id: 16, size: 4 as const, value: Math.round(s.odometerM) },
  ],
});
