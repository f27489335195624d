import type { FastifyInstance } from 'fastify';
import { cancelRequest as cancelEndpoint } from '../../../src/api/contract/requests.ts';
import { requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { findVisibleRequest } from './access.ts';
import { findTenantRequest, isRequestManager } from './manager.ts';
import { cancelRequest } from './stages.ts';

/**
 * POST /api/app/request/{id}/cancel — by the request's owner (their own or their account's), or
 * by a back office manager on any request of their tenant. Others get 404, never a hint.
 */
export function cancelRequestRoute(scope: FastifyInstance, db: Db): void {
  route(scope, cancelEndpoint, async (req) => {
    const user = requireUser(req);
    const row = await findVisibleRequest(db, user, req.params.id).catch(async (err: unknown) => {
      if (!(err instanceof NotFoundError) || !(await isRequestManager(db, user))) throw err;
      return findTenantRequest(db, user, req.params.id);
    });
    await cancelRequest(db, row.id);
    return undefined;
  });
}
