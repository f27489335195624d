import { LogController, type FastifyInstance } from 'fastify';
import { pathOf, routeLabel } from './route-label.ts';

/**
 * Fastify's log lines without its two per request ("incoming request", "request completed"),
 * which buried everything else at info; its other lines (stream and serializer errors) stay.
 */
export class QuietRequests extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(): void {}
}

/**
 * One line per request someone must look at: at error level a server error (5xx), at info one
 * that took `slowMs` or longer; every other request at debug only (in place of Fastify's two,
 * see QuietRequests). The query string is
 * never logged: device keys, sign-in codes and payment tokens travel in it.
 */
export function registerRequestLog(app: FastifyInstance, slowMs: number): void {
  app.addHook('onResponse', async (req, reply) => {
    const { statusCode } = reply;
    const line = {
      method: req.method,
      route: routeLabel(req),
      path: pathOf(req),
      statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (statusCode >= 500) req.log.error(line, 'request failed');
    else if (reply.elapsedTime >= slowMs) req.log.info(line, 'slow request');
    else req.log.debug(line, 'request');
  });
}
