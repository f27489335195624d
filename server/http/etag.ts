import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The polled POST (its body names the vehicles): a client may revalidate it by hand. */
const POLLED_POST = '/api/app/monitoring/liveLocation';

const revalidates = (req: FastifyRequest) =>
  req.url.startsWith('/api/') &&
  (req.method === 'GET' || (req.method === 'POST' && req.url.split('?')[0] === POLLED_POST));

/** Weak: the same JSON, not the same bytes (compression differs by Accept-Encoding). */
const etagOf = (body: string | Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const matches = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag));

/**
 * ETag on API answers, and 304 with no body when the client already has them: a 5-second poll over
 * a poor link costs headers only. `private, no-cache` makes browsers keep the answer and ask
 * every time (If-None-Match), so GETs need nothing from the app. Register before compression:
 * the tag is of the JSON, and a 304 has nothing to compress.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    // A route with its own validator (the profile picture's version) keeps it.
    if (reply.statusCode !== 200 || !revalidates(req) || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (!matches(req.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}
