import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  listAllRequests,
  REQUEST_MANAGE_POLICY,
} from '../../../src/api/contract/requests-admin.ts';
import type { Db } from '../../db/client.ts';
import { request } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { inTenant } from '../identity/users.ts';
import { requirePolicy } from '../permissions/check.ts';
import { toManagedDtos } from './manager.ts';

/** GET /api/app/request/all — every request of the manager's tenant, newest first. */
export function allRequestsRoute(scope: FastifyInstance, db: Db): void {
  route(scope, listAllRequests, async (req) => {
    const user = await requirePolicy(db, req, REQUEST_MANAGE_POLICY);
    const q = req.query;
    const where = and(
      inTenant(request.tenantId, user.tenantId),
      q.types?.length ? inArray(request.type, q.types) : undefined,
      q.status ? eq(request.status, q.status) : undefined,
      q.stage ? eq(request.stage, q.stage) : undefined,
    );
    const rows = await db
      .select()
      .from(request)
      .where(where)
      .orderBy(desc(request.createdAt), desc(request.id))
      .offset(q.skipCount)
      .limit(q.maxResultCount);
    const [total] = await db.select({ n: count() }).from(request).where(where);
    return { items: await toManagedDtos(db, req, rows), totalCount: total?.n ?? 0 };
  });
}
