import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addVehiclesRequests,
  listAccountRequests,
  listMyRequests,
  renewRequests,
  type RequestStatus,
  type RequestType,
} from '../../../src/api/contract/requests.ts';
import { requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { request } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { cultureFromAcceptLanguage } from '../abp/culture.ts';
import { requireAccountOwner, visibleRequests } from './access.ts';
import { toRequestDtos } from './dto.ts';

interface Page {
  skipCount: number;
  maxResultCount: number;
}

/** The owner's lists (spec part 1 §4 "Requests", §7). */
export function listRoutes(scope: FastifyInstance, db: Db): void {
  async function page(req: FastifyRequest, where: SQL, q: Page) {
    const rows = await db
      .select()
      .from(request)
      .where(where)
      .orderBy(desc(request.createdAt), desc(request.id))
      .offset(q.skipCount)
      .limit(q.maxResultCount);
    const [total] = await db.select({ n: count() }).from(request).where(where);
    const culture = cultureFromAcceptLanguage(req.headers['accept-language']);
    return { items: await toRequestDtos(db, rows, culture), totalCount: total?.n ?? 0 };
  }
  const filters = (q: {
    types?: RequestType[] | undefined;
    status?: RequestStatus | undefined;
  }) => [
    q.types?.length ? inArray(request.type, q.types) : undefined,
    q.status ? eq(request.status, q.status) : undefined,
  ];

  route(scope, listMyRequests, (req) => {
    const user = requireUser(req);
    const where = and(
      eq(request.userId, user.userId),
      visibleRequests(user),
      ...filters(req.query),
    );
    return page(req, where as SQL, req.query);
  });

  route(scope, listAccountRequests, async (req) => {
    const user = requireUser(req);
    const accountId = await requireAccountOwner(db, user, req.query.trackAccountId);
    const where = and(eq(request.trackAccountId, accountId), ...filters(req.query));
    return page(req, where as SQL, req.query);
  });

  for (const [endpoint, type] of [
    [addVehiclesRequests.list, 'AddVehiclesRequest'],
    [renewRequests.list, 'RenewSubscription'],
  ] as const) {
    route(scope, endpoint, async (req) => {
      const user = requireUser(req);
      const accountId = req.query.trackAccountId
        ? await requireAccountOwner(db, user, req.query.trackAccountId)
        : null;
      const where = and(
        eq(request.type, type),
        accountId ? eq(request.trackAccountId, accountId) : visibleRequests(user),
      );
      return page(req, where as SQL, req.query);
    });
  }
}
