import type { FastifyRequest } from 'fastify';
import { SERVER_SEGMENTS } from '../../src/api/contract/server-paths.ts';

/**
 * The route a request is named by in metrics and logs: its pattern (`/api/app/vehicle/:id`),
 * never the address asked for, so the names are bounded by the routes the server has. Requests
 * no route of ours took (the OpenID provider's, 404s) go by their server segment (`/connect/*`),
 * the app's files and shell by `/*`.
 */
export function routeLabel(req: FastifyRequest): string {
  const pattern = req.routeOptions.url;
  if (pattern && pattern !== '/*') return pattern;
  const [, first = ''] = /^\/([^/?]*)/.exec(req.url) ?? [];
  return SERVER_SEGMENTS.includes(first as (typeof SERVER_SEGMENTS)[number]) ? `/${first}/*` : '/*';
}

/** The path of a request without its query (which may carry keys, tokens, codes). */
export const pathOf = (req: FastifyRequest): string => req.url.split('?')[0] ?? '/';
