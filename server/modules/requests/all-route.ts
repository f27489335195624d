import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  listAllRequests,
  REQUEST_MANAGE_POLICY,
} from '../../../src/api/contract/requests-admin.ts';
import { requestStage } from '../../../src/api/contract/requests.ts';
import type { Db } from '../../db/client.ts';
import { request } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { orderBy } from '../identity-admin/listing.ts';
import { inTenant } from '../identity/users.ts';
import { requirePolicy } from '../permissions/check.ts';
import { toManagedDtos } from './manager.ts';

// What the back office may sort by (ABP's `sorting`); ties and the default: newest first.
const SORT_FIELDS = {
  creationTime: request.createdAt,
  lastModificationTime: request.updatedAt,
  type: request.type,
  // Stages sort in the order a request goes through them, not alphabetically.
  stage: sql`array_position(${sql.raw(`ARRAY['${requestStage.options.join("','")}']`)}, ${request.stage}::text)`,
  status: request.status,
};

/** GET /api/app/request/all — every request of the manager's tenant, newest first by default. */
export function allRequestsRoute(scope: FastifyInstance, db: Db): void {
  route(scope, listAllRequests, async (req) => {
    const user = await requirePolicy(db, req, REQUEST_MANAGE_POLICY);
    const q = req.query;
    const order = orderBy(q.sorting, SORT_FIELDS, [desc(request.createdAt), desc(request.id)]);
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
      .orderBy(...order)
      .offset(q.skipCount)
      .limit(q.maxResultCount);
    const [total] = await db.select({ n: count() }).from(request).where(where);
    return { items: await toManagedDtos(db, req, rows), totalCount: total?.n ?? 0 };
  });
}
