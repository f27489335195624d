import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { parse } from 'zod/v4/core';
import type * as core from 'zod/v4/core';
import type { Endpoint, Schema } from '../../src/api/contract/endpoint.ts';
import { guarded } from './text-guard.ts';

export type RouteRequest<P extends Schema, Q extends Schema, B extends Schema> = FastifyRequest<{
  Params: core.output<P>;
  Querystring: core.output<Q>;
  Body: core.output<B>;
}>;

export type RouteHandler<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> = (
  req: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<core.output<R> | undefined> | core.output<R> | undefined;

/**
 * Registers one endpoint of the shared contract: the same zod schemas the client uses validate
 * the request (400 envelope on failure) and the response (500 if the server breaks its own
 * contract). Handlers return the response body; `undefined` → 204 like ABP's void actions.
 */
export function route<P extends Schema, Q extends Schema, B extends Schema, R extends Schema>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  handler: RouteHandler<P, Q, B, R>,
): void {
  const text = endpoint.responseType === 'text';
  const schema: FastifySchema = {
    ...(endpoint.params && { params: guarded(endpoint.params) }),
    ...(endpoint.query && { querystring: guarded(endpoint.query) }),
    ...(endpoint.body && { body: guarded(endpoint.body) }),
    // Plain-text answers are checked by hand below: the serializer would JSON-quote them.
    ...(!text && { response: { 200: endpoint.response } }),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    async handler(req, reply) {
      const result = await handler(req as RouteRequest<P, Q, B>, reply);
      if (reply.sent) return reply;
      if (result === undefined) return reply.code(204).send();
      if (!text) return result;
      const body = parse(endpoint.response, result);
      return reply.type('text/plain; charset=utf-8').send(String(body));
    },
  });
}
