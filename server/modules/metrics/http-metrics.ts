import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import { SERVER_SEGMENTS } from '../../../src/api/contract/server-paths.ts';

/**
 * The route a request is counted under: its pattern (`/api/app/vehicle/:id`), never the address
 * asked for, so the series are bounded by the routes the server has. Requests no route of ours
 * took (the OpenID provider's, 404s) count under their server segment (`/connect/*`), and the
 * app's files and shell under `/*`.
 */
export function routeLabel(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (pattern && pattern !== '/*') return pattern;
  const [, first = ''] = /^\/([^/?]*)/.exec(req.url) ?? [];
  return SERVER_SEGMENTS.includes(first as (typeof SERVER_SEGMENTS)[number]) ? `/${first}/*` : '/*';
}

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
