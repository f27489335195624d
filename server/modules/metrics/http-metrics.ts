import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { routeLabel } from '../../http/route-label.ts';

/** Latency of every answer by method, route pattern and status code. */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const latency = new Histogram({
    name: 'gotrack_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    latency.observe(
      { method: req.method, route: routeLabel(req), status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
}
