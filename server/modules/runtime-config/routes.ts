import type { FastifyInstance } from 'fastify';
import { getRuntimeConfig } from '../../../src/api/contract/runtime-config.ts';
import type { Config } from '../../config.ts';
import { route } from '../../http/route.ts';
import { runtimeConfigFor } from './service.ts';

export function runtimeConfigRoutes(app: FastifyInstance, config: Config) {
  // Static for the life of the process: computed once.
  const body = runtimeConfigFor(config);
  route(app, getRuntimeConfig, (_req, reply) => {
    // Revalidated on every load so a changed deployment reaches installed PWAs.
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
