import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { startBackOffice } from '../modules/requests/back-office.ts';
import { startSimulator } from '../modules/simulator/simulator.ts';
import type { TrackerProtocolName } from '../modules/trackers/session.ts';
import { startLeadership, type Leadership } from './leader.ts';

/** SIMULATOR=0: said once, so whoever scripts the demo vehicles knows nothing else moves them. */
function simulatorOff(app: FastifyInstance) {
  app.log.info('demo simulator off (SIMULATOR=0): the demo vehicles move only when sent positions');
  return { stop: async () => {} };
}

/** The tracker listeners configured, over which the simulator drives two vehicles. */
function trackerPorts(app: FastifyInstance, config: Config) {
  const { teltonikaPort, gt06Port } = config.trackers;
  const protocols = [
    ...(teltonikaPort === null ? [] : (['teltonika'] as const)),
    ...(gt06Port === null ? [] : (['gt06'] as const)),
  ];
  const port = (p: TrackerProtocolName) => app.trackers.address(p)?.port ?? null;
  return { protocols, port };
}

/**
 * The work done once per database, by the leader (leader.ts): the demo's simulator that drives
 * the demo vehicles through the ingest (unless SIMULATOR=0), and its back office that moves requests along (demo mode
 * only: a production server has no once-per-database work, so it takes no part in the election).
 * Everything else runs in every process: the alert engine and the outbox drainer are safe to run
 * side by side (compare-and-set cursors, FOR UPDATE SKIP LOCKED claims).
 * Stopped before the ingest and the database close (a preClose hook).
 */
export function startLeaderWork(app: FastifyInstance, config: Config, db: Db): Leadership {
  const leadership = startLeadership({
    databaseUrl: config.databaseUrl,
    log: app.log,
    work: () => {
      const simulator = config.simulator
        ? startSimulator({
            db,
            ingest: app.ingest,
            log: app.log,
            trackers: trackerPorts(app, config),
          })
        : simulatorOff(app);
      const backOffice = startBackOffice({ db, log: app.log });
      return {
        async stop() {
          await Promise.all([simulator.stop(), backOffice.stop()]);
        },
      };
    },
  });
  app.addHook('preClose', () => leadership.stop());
  app.leadership = leadership;
  return leadership;
}
