import type * as core from 'zod/v4/core';

// The contract is written with `zod/mini`: the same schemas as classic zod at a fraction of the
// bytes the browser downloads. Both sides accept any zod 4 schema (`$ZodType`).
export type Schema = core.$ZodType;

/**
 * One API call, described once and used by both sides: the client builds the URL and validates the
 * response with it; the server registers the route and validates the request with it.
 * Paths use `:name` placeholders (Fastify's syntax); the client fills them from `params`.
 */
export interface Endpoint<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends Schema = Schema,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** ABP returns some results (new ids, payment URLs, dev codes) as plain text. */
  responseType?: 'json' | 'text';
}

export function endpoint<
  P extends Schema = core.$ZodNever,
  Q extends Schema = core.$ZodNever,
  B extends Schema = core.$ZodNever,
  R extends Schema = Schema,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

export type EndpointParams<E> =
  E extends Endpoint<infer P, Schema, Schema, Schema> ? core.input<P> : never;
export type EndpointQuery<E> =
  E extends Endpoint<Schema, infer Q, Schema, Schema> ? core.input<Q> : never;
export type EndpointBody<E> =
  E extends Endpoint<Schema, Schema, infer B, Schema> ? core.input<B> : never;
export type EndpointResponse<E> =
  E extends Endpoint<Schema, Schema, Schema, infer R> ? core.output<R> : never;
