import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientIpOfRaw } from '../../auth/caller.ts';
import { fixedWindowLimiter, type IngestLimits } from './limits.ts';
import { parseOsmAnd } from './osmand.ts';
import type { Ingest } from './service.ts';

/** A device id fit for a log line: short, and no characters that could forge or hide lines. */
export const loggableDeviceId = (id: string): string =>
  id.slice(0, 32).replace(/[^\w.:-]/g, '?') + (id.length > 32 ? '…' : '');

/**
 * OsmAnd HTTP protocol (phone apps and many hardware trackers): GET or POST `/ingest/osmand` with
 * the fields in the query string or a form body. Plain-text answers; devices ignore bodies.
 * A well-formed fix is answered `200 OK` whether it was stored or refused (unknown device, wrong
 * key): a different answer would tell a stranger which device ids exist. Refusals are logged.
 */
export function ingestRoutes(app: FastifyInstance, ingest: Ingest, limits: IngestLimits): void {
  const deviceHit = fixedWindowLimiter(limits.perDevice);
  const addressHit = fixedWindowLimiter(limits.perAddress);
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const text = (code: number, message: string) =>
        reply.code(code).type('text/plain; charset=utf-8').send(message);
      if (!addressHit(clientIpOfRaw(req.raw))) return text(429, 'too many requests');
      const body = req.body && typeof req.body === 'object' ? req.body : {};
      const params = { ...(req.query as Record<string, unknown>), ...body };
      const parsed = parseOsmAnd(params);
      if (!parsed.ok) return text(400, parsed.error);
      // Counted whether the device exists or not, so the limit reveals nothing either; and per
      // key presented, so a flood with a wrong key (or none) cannot use up the budget of the
      // device that sends the right one and freeze its live position.
      const budget = `${parsed.fix.deviceId}\n${parsed.fix.key ?? ''}`;
      if (!deviceHit(budget)) return text(429, 'too many requests');
      const refused = await ingest.accept(parsed.fix);
      if (refused) {
        const deviceId = loggableDeviceId(parsed.fix.deviceId);
        const message =
          refused === 'unknown device'
            ? 'position from an unknown device refused'
            : 'position with a wrong device key refused';
        req.log.warn({ deviceId }, message);
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
