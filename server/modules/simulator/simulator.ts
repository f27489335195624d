import { asc, inArray, like, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { lastPosition, vehicle } from '../../db/schema.ts';
import type { Ingest } from '../ingest/service.ts';
import { writeFixes, type Fix } from '../ingest/writer.ts';
import { createMover, type Profile } from './mover.ts';
import { AIRPORT_ROAD, DAMASCUS_STREETS } from './streets.ts';

export interface SimulatorOptions {
  db: Db;
  ingest: Ingest;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Hours of history written at start when the demo vehicles have none from the last hour. */
  backfillHours?: number;
}

/** demo-004 speeds on the airport road; demo-005 stays parked; the others drive the city. */
export function profileOf(index: number): Profile {
  const phase = (index * 0.137) % 1;
  if (index === 3) {
    return { street: DAMASCUS_STREETS[AIRPORT_ROAD]!, baseSpeed: 135, stops: false, phase };
  }
  const street = DAMASCUS_STREETS[index % AIRPORT_ROAD]!;
  if (index === 4) return { street, baseSpeed: 0, stops: false, phase };
  return { street, baseSpeed: 32 + (index % 4) * 8, stops: true, phase };
}

/** Demo vehicles report every 5 s, like a tracker on the move. */
export const DEFAULT_SIMULATOR_INTERVAL_MS = 5000;
const BACKFILL_STEP_S = 30;
const CHUNK = 2500;

/**
 * Demo mode only: drives the demo vehicles (`demo-…` devices) along Damascus streets, sending a
 * position for each through the ingest every few seconds. Resolves the handle at once; stop()
 * ends the ticks and waits for the one in flight.
 */
export function startSimulator(opts: SimulatorOptions): { stop(): Promise<void> } {
  const { db, ingest, log } = opts;
  const intervalMs = opts.intervalMs ?? DEFAULT_SIMULATOR_INTERVAL_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const ready = (async () => {
    const vehicles = await db
      .select({ id: vehicle.id, deviceId: vehicle.trackingDeviceId })
      .from(vehicle)
      .where(like(vehicle.trackingDeviceId, 'demo-%'))
      .orderBy(asc(vehicle.trackingDeviceId));
    const movers = vehicles.map((v, i) => ({ ...v, mover: createMover(profileOf(i)) }));
    const [newest] = await db
      .select({ t: max(lastPosition.time) })
      .from(lastPosition)
      .where(
        inArray(
          lastPosition.vehicleId,
          vehicles.map((v) => v.id),
        ),
      );
    const hours = opts.backfillHours ?? 3;
    const stale = !newest?.t || newest.t.getTime() < Date.now() - 3_600_000;
    if (stale && hours > 0 && movers.length) {
      const end = Math.floor(Date.now() / 1000);
      let fixes: Fix[] = [];
      for (let s = end - hours * 3600; s < end; s += BACKFILL_STEP_S) {
        for (const m of movers) {
          const p = m.mover.advance(s, BACKFILL_STEP_S);
          fixes.push({
            vehicleId: m.id,
            time: new Date(s * 1000),
            ...p,
            altitude: 690,
            accuracy: 5,
          });
        }
        if (fixes.length >= CHUNK) {
          if (stopped) return movers;
          await writeFixes(db, fixes);
          fixes = [];
        }
      }
      await writeFixes(db, fixes);
      log.info({ vehicles: movers.length, hours }, 'simulator back-filled history');
    }
    return movers;
  })();

  async function tick(movers: Awaited<typeof ready>) {
    const now = Date.now();
    await Promise.all(
      movers.map((m) => {
        const p = m.mover.advance(now / 1000, intervalMs / 1000);
        return ingest
          .accept(
            {
              deviceId: m.deviceId,
              key: null,
              time: new Date(now),
              ...p,
              altitude: 690,
              accuracy: 5,
            },
            { trusted: true, protocol: 'simulator' },
          )
          .catch((err: unknown) => log.debug({ err }, 'simulator position not stored'));
      }),
    );
  }

  ready.then(
    (movers) => {
      if (stopped) return;
      log.info({ vehicles: movers.length, intervalMs }, 'demo simulator started');
      timer = setInterval(() => {
        running = running.then(() => tick(movers));
      }, intervalMs);
    },
    (err: unknown) => log.error({ err }, 'demo simulator failed to start'),
  );

  return {
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await ready.catch(() => {});
      await running;
    },
  };
}
