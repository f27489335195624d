import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { vehicle } from '../../db/schema.ts';
import { createBatcher } from './batcher.ts';
import type { OsmAndFix } from './osmand.ts';

export interface Ingest {
  /** Resolves to false for an unknown device; otherwise once the fix is durable. */
  accept(fix: OsmAndFix): Promise<boolean>;
  close(): Promise<void>;
}

const DEVICE_CACHE_MS = 60_000;

/** The one way positions enter the system (HTTP devices and the demo simulator alike). */
export function createIngest(opts: {
  db: Db;
  log: FastifyBaseLogger;
  maxDelayMs?: number;
  maxRows?: number;
}): Ingest {
  const { db, log } = opts;
  const devices = new Map<string, { vehicleId: string; until: number }>();
  const batcher = createBatcher({
    db,
    maxDelayMs: opts.maxDelayMs,
    maxRows: opts.maxRows,
    onError: (err) => log.error({ err }, 'writing positions failed'),
  });

  async function vehicleOf(deviceId: string): Promise<string | null> {
    const cached = devices.get(deviceId);
    if (cached && cached.until > Date.now()) return cached.vehicleId;
    const [row] = await db
      .select({ id: vehicle.id })
      .from(vehicle)
      .where(eq(vehicle.trackingDeviceId, deviceId));
    if (!row) return null;
    devices.set(deviceId, { vehicleId: row.id, until: Date.now() + DEVICE_CACHE_MS });
    return row.id;
  }

  return {
    async accept(fix) {
      const vehicleId = await vehicleOf(fix.deviceId);
      if (!vehicleId) return false;
      const { deviceId: _device, ...rest } = fix;
      await batcher.submit({ ...rest, vehicleId });
      return true;
    },
    close: () => batcher.close(),
  };
}
