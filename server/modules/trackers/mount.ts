import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Ingest } from '../ingest/service.ts';
import type { TrackerMetrics } from '../metrics/tracker-metrics.ts';
import { gt06 } from './gt06/protocol.ts';
import { startTrackerListener, type TrackerListener } from './listener.ts';
import type { TrackerProtocol, TrackerProtocolName } from './session.ts';
import { teltonika } from './teltonika/protocol.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The TCP listeners of hardware trackers (TELTONIKA_PORT, GT06_PORT). */
    trackers: { address(protocol: TrackerProtocolName): AddressInfo | null };
  }
}

/**
 * Listens for Teltonika and GT06 trackers on the ports configured (none by default), on the
 * HTTP server's host, from the moment the app is ready; on close, stops accepting and lets the
 * packets being stored be acknowledged before the ingest closes.
 */
export function registerTrackers(
  app: FastifyInstance,
  deps: { config: Config; ingest: Ingest; metrics: TrackerMetrics },
): void {
  const { config, ingest, metrics } = deps;
  const { teltonikaPort, gt06Port, limits } = config.trackers;
  const wanted: [TrackerProtocol, number | null][] = [
    [teltonika, teltonikaPort],
    [gt06, gt06Port],
  ];
  const listeners = new Map<TrackerProtocolName, TrackerListener>();
  app.decorate('trackers', { address: (name) => listeners.get(name)?.address() ?? null });
  app.addHook('onReady', async () => {
    for (const [protocol, port] of wanted) {
      if (port === null) continue;
      const deps = { protocol, ingest, log: app.log, metrics, limits };
      const listener = await startTrackerListener(deps, config.host, port);
      listeners.set(protocol.name, listener);
      const bound = listener.address();
      app.log.info({ protocol: protocol.name, port: bound.port }, 'tracker listener started');
    }
  });
  app.addHook('preClose', async () => {
    await Promise.all([...listeners.values()].map((listener) => listener.close()));
    listeners.clear();
  });
}
