import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { vehicle } from '../../db/schema.ts';
import { createBatcher } from './batcher.ts';
import { deviceKeyMatches } from './device-key.ts';
import type { OsmAndFix } from './osmand.ts';
import type { Fix } from './writer.ts';

/** Why a fix was not stored; an OsmAnd device is told nothing of it (no enumeration of devices). */
export type Refusal = 'unknown device' | 'wrong device key';

/** How a fix came in, for the counts of refusals. */
export type IngestProtocol = 'osmand' | 'traccar' | 'teltonika' | 'gt06' | 'simulator';

export interface Ingest {
  /**
   * Stores the fix once durable, or resolves to why not. `trusted` (the demo simulator, a
   * gateway that proved its secret) skips the device key. `protocol` (default osmand) names
   * where a refusal is counted.
   */
  accept(
    fix: OsmAndFix,
    opts?: { trusted?: boolean; protocol?: IngestProtocol },
  ): Promise<Refusal | null>;
  /**
   * Whether a device that has no key to send may report, or why not (TCP trackers: the IMEI is
   * their only identity). A vehicle whose device was given a key is refused, as over HTTP.
   */
  identify(deviceId: string): Promise<Refusal | null>;
  /** Drops what this instance cached of a device (its key changed). */
  forget(deviceId: string): void;
  close(): Promise<void>;
}

const DEVICE_CACHE_MS = 60_000;
/** The seeded demo devices (`demo-001`…): guessable, so they report only in demo mode. */
const DEMO_DEVICE = /^demo-\d+$/;

interface Device {
  vehicleId: string;
  keyHash: string | null;
}

/** The one way positions enter the system (HTTP devices and the demo simulator alike). */
export function createIngest(opts: {
  db: Db;
  log: FastifyBaseLogger;
  /** Demo mode: the demo devices may report. */
  demo?: boolean;
  maxDelayMs?: number;
  maxRows?: number;
  /**
   * Sees every batch once it is durable (the alert engine queues it). The batch's devices are
   * answered before it runs; the next batch is written once it resolves, so the hooks see the
   * batches in order and one that falls behind can hold the intake back.
   */
  onStored?: (fixes: readonly Fix[]) => Promise<void>;
  /** Told of every fix refused (the metrics count them). */
  onRefused?: (reason: Refusal, protocol: IngestProtocol) => void;
}): Ingest {
  const { db, log } = opts;
  const devices = new Map<string, Device & { until: number }>();
  const batcher = createBatcher({
    db,
    maxDelayMs: opts.maxDelayMs,
    maxRows: opts.maxRows,
    onError: (err) => log.error({ err }, 'writing positions failed'),
    onStored: opts.onStored,
  });

  async function deviceOf(deviceId: string): Promise<Device | null> {
    if (!(opts.demo ?? true) && DEMO_DEVICE.test(deviceId)) return null;
    const cached = devices.get(deviceId);
    if (cached && cached.until > Date.now()) return cached;
    const [row] = await db
      .select({ vehicleId: vehicle.id, keyHash: vehicle.deviceKeyHash })
      .from(vehicle)
      .where(eq(vehicle.trackingDeviceId, deviceId));
    if (!row) return null;
    devices.set(deviceId, { ...row, until: Date.now() + DEVICE_CACHE_MS });
    return row;
  }

  return {
    async accept(fix, { trusted = false, protocol = 'osmand' } = {}) {
      const refuse = (reason: Refusal) => {
        opts.onRefused?.(reason, protocol);
        return reason;
      };
      const device = await deviceOf(fix.deviceId);
      if (!device) return refuse('unknown device');
      if (!trusted && device.keyHash && !deviceKeyMatches(device.keyHash, fix.key)) {
        return refuse('wrong device key');
      }
      const { deviceId: _device, key: _key, ...rest } = fix;
      await batcher.submit({ ...rest, vehicleId: device.vehicleId, receivedAt: new Date() });
      return null;
    },
    async identify(deviceId) {
      const device = await deviceOf(deviceId);
      if (!device) return 'unknown device';
      return device.keyHash ? 'wrong device key' : null;
    },
    forget: (deviceId) => void devices.delete(deviceId),
    close: () => batcher.close(),
  };
}
