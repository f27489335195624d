import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { BusinessError } from '../../http/errors.ts';
import { requirePolicy } from '../permissions/check.ts';

/**
 * The caller holding `policy` on the host side: 401 signed out, 403 without the permission, and
 * 403 for a tenant's users whatever their roles (host-only permissions are never granted inside
 * a tenant; checked again here so a stored grant could not change that).
 */
export async function requireHostPolicy(
  db: Db,
  req: FastifyRequest,
  policy: string,
): Promise<AuthUser> {
  const user = await requirePolicy(db, req, policy);
  if (user.tenantId !== null) {
    throw new BusinessError('You are not allowed to do this.', {
      code: 'Volo.Authorization:010001',
    });
  }
  return user;
}

/**
 * Registers routes for host callers holding `policy`. Checked before the body is validated, so
 * whoever may not call learns nothing of the rules (403, never a 400 about their values).
 */
export function hostPolicyRoutes(
  app: FastifyInstance,
  db: Db,
  policy: string,
  routes: (scope: FastifyInstance) => void,
): void {
  app.register(async (scope) => {
    scope.addHook('preValidation', async (req) => {
      await requireHostPolicy(db, req, policy);
    });
    routes(scope);
  });
}
