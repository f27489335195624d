import { asc, inArray, like, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { lastPosition, vehicle } from '../../db/schema.ts';
import type { Ingest } from '../ingest/service.ts';
import { writeFixes, type Fix } from '../ingest/writer.ts';
import type { TrackerProtocolName } from '../trackers/session.ts';
import { ensureTrackerVehicles } from '../vehicles/seed.ts';
import { createMover, type Profile } from './mover.ts';
import { AIRPORT_ROAD, DAMASCUS_STREETS } from './streets.ts';
import { SIMULATED_TRACKERS, simulatedTracker } from './tcp-trackers.ts';

export interface SimulatorOptions {
  db: Db;
  ingest: Ingest;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Hours of history written at start when the demo vehicles have none from the last hour. */
  backfillHours?: number;
  /** The tracker listeners on (TELTONIKA_PORT, GT06_PORT): a vehicle is driven over each. */
  trackers?: { protocols: TrackerProtocolName[]; port: (p: TrackerProtocolName) => number | null };
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

/** The demo vehicles' profiles come first; the TCP trackers' follow. */
const DEMO_MOVERS = 25;
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
  const tcp = startTcpTrackers(opts);

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
      await Promise.all([running, tcp.stop()]);
    },
  };
}

/**
 * The vehicles driven over the server's own tracker listeners, as real Teltonika and GT06
 * trackers: a fix every interval, each kept until acknowledged (simulator/tcp-trackers.ts).
 */
function startTcpTrackers(opts: SimulatorOptions): { stop(): Promise<void> } {
  const wanted = SIMULATED_TRACKERS.filter((t) => opts.trackers?.protocols.includes(t.protocol));
  const intervalMs = opts.intervalMs ?? DEFAULT_SIMULATOR_INTERVAL_MS;
  if (!opts.trackers || wanted.length === 0) return { stop: async () => {} };
  const { port } = opts.trackers;
  let timer: NodeJS.Timeout | null = null;
  const trackers = wanted.map((t, i) => ({
    mover: createMover(profileOf(DEMO_MOVERS + i)),
    odometerM: 48_250_000 + i * 9_000_000,
    tracker: simulatedTracker({
      ...t,
      imei: t.deviceId,
      port: () => port(t.protocol),
      log: opts.log,
    }),
  }));
  const ready = ensureTrackerVehicles(
    opts.db,
    wanted.map((t) => t.deviceId),
  ).then(() => {
    opts.log.info({ trackers: wanted.map((t) => t.protocol) }, 'demo trackers over TCP started');
    timer = setInterval(() => {
      const now = Date.now();
      for (const t of trackers) {
        const p = t.mover.advance(now / 1000, intervalMs / 1000);
        t.odometerM += (p.speed * intervalMs) / 3600;
        void t.tracker.report({ ...p, time: new Date(now), odometerM: t.odometerM });
      }
    }, intervalMs);
  });
  return {
    async stop() {
      await ready.catch((err: unknown) => opts.log.error({ err }, 'demo trackers failed'));
      if (timer) clearInterval(timer);
      await Promise.all(trackers.map((t) => t.tracker.stop()));
    },
  };
}
