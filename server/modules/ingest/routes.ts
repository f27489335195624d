import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseOsmAnd } from './osmand.ts';
import type { Ingest } from './service.ts';

/**
 * OsmAnd HTTP protocol (phone apps and many hardware trackers): GET or POST `/ingest/osmand` with
 * the fields in the query string or a form body. Plain-text answers; devices ignore bodies.
 */
export function ingestRoutes(app: FastifyInstance, ingest: Ingest): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const body = req.body && typeof req.body === 'object' ? req.body : {};
      const params = { ...(req.query as Record<string, unknown>), ...body };
      const parsed = parseOsmAnd(params);
      const text = (code: number, message: string) =>
        reply.code(code).type('text/plain; charset=utf-8').send(message);
      if (!parsed.ok) return text(400, parsed.error);
      if (!(await ingest.accept(parsed.fix))) {
        req.log.warn({ deviceId: parsed.fix.deviceId }, 'position from an unknown device refused');
        return text(404, 'unknown device');
      }
      return text(200, 'OK');
    };
    // Every device reports every few seconds: a request log line per position (two at info)
    // would outweigh the positions. Refusals are still logged, as warnings.
    const options = { logLevel: 'warn' } as const;
    scope.get('/ingest/osmand', options, handler);
    scope.post('/ingest/osmand', options, handler);
  });
}
