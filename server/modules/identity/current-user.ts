import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../auth/caller.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import { findUser, type UserRow } from './users.ts';

/**
 * The signed-in user's row. A valid token of a deleted account gets the same empty 401 as an
 * invalid token: the account is gone.
 */
export async function currentUserRow(db: Db, req: FastifyRequest): Promise<UserRow> {
  const caller = requireUser(req);
  const user = await findUser(db, caller.userId);
  if (!user) throw new UnauthorizedError(true);
  return user;
}
