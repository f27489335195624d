import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { metricsAccess } from './access.ts';
import { outboxMetrics, poolMetrics } from './db-metrics.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { alertEngineMetrics, ingestMetrics, ingestRefusalMetrics } from './work-metrics.ts';
import { trackerMetrics } from './tracker-metrics.ts';

let processRegistry: Registry | null = null;
/**
 * Process figures (CPU, memory, event-loop lag, GC, handles) belong to the process, not to one
 * app: made once, whatever number of apps a process builds (tests build several).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Prometheus metrics at `GET /metrics` (prom-client's text format): HTTP latency by route, the
 * ingest, TCP trackers, the alert engine, the notification outbox, the database pool and the
 * process. Register before the routes (the latency hook times them all). Returns what the app's
 * pieces report to.
 */
export function registerMetrics(app: FastifyInstance, config: Config, db: Db) {
  const registry = new Registry();
  const processFigures = processMetrics();
  registerHttpMetrics(app, registry);
  poolMetrics(registry, db);
  outboxMetrics(registry, db, app.log);
  const alertEngine = alertEngineMetrics(registry);
  const ingested = ingestMetrics(registry);
  const ingestRefused = ingestRefusalMetrics(registry);
  const trackers = trackerMetrics(registry);

  const decide = metricsAccess(config.operations.metricsToken);
  app.get('/metrics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const access = decide({ remoteAddress: req.raw.socket.remoteAddress, headers: req.headers });
    if (access === 'needs the token') {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('METRICS_TOKEN is required as a bearer token\n');
    }
    if (access === 'loopback only') {
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('metrics are served to this machine only (or set METRICS_TOKEN)\n');
    }
    const text = (await processFigures.metrics()) + (await registry.metrics());
    return reply.type(registry.contentType).send(text);
  });
  return { ingested, ingestRefused, alertEngine, trackers };
}
