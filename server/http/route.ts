import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../src/api/contract/endpoint.ts';

export type RouteRequest<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> =
  FastifyRequest<{ Params: z.output<P>; Querystring: z.output<Q>; Body: z.output<B> }>;

export type RouteHandler<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
> = (
  req: RouteRequest<P, Q, B>,
  reply: FastifyReply,
) => Promise<z.output<R> | undefined> | z.output<R> | undefined;

/**
 * Registers one endpoint of the shared contract: the same zod schemas that the client uses
 * validate the request (400 envelope on failure) and the response (500 if the server breaks its
 * own contract). Handlers return the response body; `undefined` → 204 like ABP's void actions.
 */
export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  endpoint: Endpoint<P, Q, B, R>,
  handler: RouteHandler<P, Q, B, R>,
): void {
  const text = endpoint.responseType === 'text';
  const schema: FastifySchema = {
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
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
      const body = endpoint.response.parse(result);
      return reply.type('text/plain; charset=utf-8').send(String(body));
    },
  });
}
