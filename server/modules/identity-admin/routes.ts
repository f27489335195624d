import type { FastifyInstance } from 'fastify';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { permissionRoutes } from '../permissions/routes.ts';
import { roleRoutes } from './role-routes.ts';
import { userRoleRoutes } from './user-role-routes.ts';
import { userRoutes } from './user-routes.ts';

/**
 * Administration of identity: roles, users and their permissions (issue 17). Every route checks
 * its own permission (requirePolicy: 401 signed out, 403 without it) before reading the body.
 */
export function identityAdminRoutes(app: FastifyInstance, db: Db): void {
  // Signed out → 401 before the body is validated (as ABP's authorization filter).
  authenticatedRoutes(app, (scope) => {
    roleRoutes(scope, db);
    userRoutes(scope, db);
    userRoleRoutes(scope, db);
    permissionRoutes(scope, db);
  });
}
