import type { FastifyInstance } from 'fastify';
import {
  getManagedRequest,
  REQUEST_MANAGE_POLICY,
} from '../../../src/api/contract/requests-admin.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { requirePolicy } from '../permissions/check.ts';
import { findTenantRequest, toManagedDtos } from './manager.ts';

/**
 * GET /api/app/request/{id} — one request for the back office. The family detail calls answer
 * only the request's owner, so a manager reads it here.
 */
export function getRequestRoute(scope: FastifyInstance, db: Db): void {
  route(scope, getManagedRequest, async (req) => {
    const user = await requirePolicy(db, req, REQUEST_MANAGE_POLICY);
    const row = await findTenantRequest(db, user, req.params.id);
    return (await toManagedDtos(db, req, [row]))[0]!;
  });
}
