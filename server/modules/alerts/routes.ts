import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import type { AlertOptions } from './create.ts';
import { definitionRoutes } from './definition-routes.ts';
import { familiesRoutes } from './family-routes.ts';
import { placeRoutes } from './place-routes.ts';
import { targetRoutes } from './target-routes.ts';

/**
 * Alert definitions of the account in the token (spec part 2 §7 "Alert definitions"): owners
 * only, each family behind its feature (access.ts). The engine that evaluates them on incoming
 * positions is server/modules/alert-engine/.
 */
export function alertRoutes(app: FastifyInstance, db: Db, opts: AlertOptions): void {
  authenticatedRoutes(app, (scope) => {
    definitionRoutes(scope, db);
    targetRoutes(scope, db);
    familiesRoutes(scope, db, opts);
    placeRoutes(scope, db);
  });
}
