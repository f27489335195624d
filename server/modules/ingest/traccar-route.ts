import type { FastifyInstance, FastifyReply } from 'fastify';
import { bearerSecret } from '../../http/bearer-secret.ts';
import { loggableDeviceId } from './routes.ts';
import type { Ingest } from './service.ts';
import { parseTraccar } from './traccar.ts';

/**
 * Largest forwarded body taken: a position with its attributes and its device is 1–3 kB; a
 * protocol with many IO elements a few more.
 */
export const TRACCAR_BODY_LIMIT = 32 * 1024;

const text = (reply: FastifyReply, code: number, message: string) =>
  reply.code(code).type('text/plain; charset=utf-8').send(message);

/**
 * Traccar as a gateway (issue 30): `POST /ingest/traccar` takes its JSON position forwarding,
 * with `Authorization: Bearer <TRACCAR_FORWARD_SECRET>` (registered only when that is set). The
 * gateway proved the secret, so a device key is not asked for, and a refusal may say why: an
 * unknown device is answered 404 (and counted), never created. Answered 200 once the position is
 * durable, so Traccar's retry (`forward.retry.enable`) covers a failure of ours (5xx).
 */
export function traccarRoutes(app: FastifyInstance, ingest: Ingest, secret: string): void {
  const authorized = bearerSecret(secret);
  app.post(
    '/ingest/traccar',
    {
      bodyLimit: TRACCAR_BODY_LIMIT,
      // As the OsmAnd ingest: no log line per position; refusals are warnings.
      logLevel: 'warn',
      // Before the body is read: nothing of a caller without the secret is parsed.
      onRequest: async (req, reply) => {
        if (authorized(req.headers.authorization)) return;
        reply.header('www-authenticate', 'Bearer');
        return text(reply, 401, 'Authorization: Bearer <TRACCAR_FORWARD_SECRET> is required');
      },
    },
    async (req, reply) => {
      const parsed = parseTraccar(req.body);
      if (!parsed.ok) return text(reply, 400, parsed.error);
      const refused = await ingest.accept(parsed.fix, { trusted: true, protocol: 'traccar' });
      if (refused) {
        const deviceId = loggableDeviceId(parsed.fix.deviceId);
        req.log.warn({ deviceId }, 'position forwarded by Traccar for an unknown device refused');
        return text(reply, 404, 'unknown device');
      }
      return text(reply, 200, 'OK');
    },
  );
}
