import type { z } from 'zod';

/**
 * One API call, described once and used by both sides: the client builds the URL and validates the
 * response with it; the server registers the route and validates the request with it.
 * Paths use `:name` placeholders (Fastify's syntax); the client fills them from `params`.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
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
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

export type EndpointParams<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type EndpointQuery<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type EndpointResponse<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
