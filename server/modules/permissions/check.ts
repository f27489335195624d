import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/caller.ts';
import type { AuthUser } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { BusinessError } from '../../http/errors.ts';
import { findUser } from '../identity/users.ts';
import { grantedPoliciesOf } from './store.ts';

/**
 * What a user may do: their roles' and their own stored grants, read from the database on every
 * call (not from the token's role claim), so a change applies to the user's very next request.
 */
export async function policiesOfUser(db: Db, userId: string): Promise<Record<string, boolean>> {
  const user = await findUser(db, userId);
  return user ? grantedPoliciesOf(db, user) : {};
}

/**
 * The signed-in caller holding `policy`: 401 when signed out, 403 (ABP's authorization error)
 * without the permission.
 */
export async function requirePolicy(
  db: Db,
  req: FastifyRequest,
  policy: string,
): Promise<AuthUser> {
  const user = requireUser(req);
  if (!(await policiesOfUser(db, user.userId))[policy]) {
    throw new BusinessError('You are not allowed to do this.', {
      code: 'Volo.Authorization:010001',
    });
  }
  return user;
}
