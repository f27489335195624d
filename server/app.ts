import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { registerDraining } from './http/draining.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { anonymousSession, type SessionResolver } from './http/session.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { abpRoutes } from './modules/abp/routes.ts';
import { runtimeConfigRoutes } from './modules/runtime-config/routes.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Omitted → no request logs (tests). */
  logger?: FastifyBaseLogger;
  /** Who is calling; anonymous until the identity module provides a resolver. */
  session?: SessionResolver;
}

/**
 * Builds the HTTP app without listening, so tests drive it with `app.inject`.
 * Order matters: compilers before any route; headers and error handler before routes so every
 * reply (errors and 404s included) gets both; static files and the SPA fallback last, as the
 * catch-all.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // JSON bodies of this API are small; larger uploads (spreadsheets) get their own limit.
    bodyLimit: 1024 * 1024,
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerSecurityHeaders(app, config);
  registerDraining(app);
  registerErrorHandler(app);

  runtimeConfigRoutes(app, config);
  abpRoutes(app, { config, db, session: deps.session ?? anonymousSession });

  await registerStaticFiles(app, config.staticDir);
  return app;
}
