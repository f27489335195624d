import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { listObservers } from '../../../src/api/contract/observers.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { appUser, userTrackAccountAssociation as assoc } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { requireAccountCaller, requireOwner } from '../track-accounts/access.ts';

/** The observers of the account in the token, for its owner (spec part 2 §7 "Observers"). */
export function observerRoutes(app: FastifyInstance, db: Db): void {
  authenticatedRoutes(app, (scope) => {
    route(scope, listObservers, async (req) => {
      const caller = await requireAccountCaller(db, req);
      requireOwner(caller);
      const where = and(
        eq(assoc.trackAccountId, caller.trackAccountId),
        eq(assoc.associationType, 'Observer'),
      );
      const rows = await db
        .select({ id: assoc.id, isActive: assoc.isActive, user: appUser })
        .from(assoc)
        .innerJoin(appUser, eq(appUser.id, assoc.userId))
        .where(where)
        .orderBy(asc(appUser.firstName), asc(appUser.userName), asc(assoc.id))
        .offset(req.query.skipCount)
        .limit(req.query.maxResultCount);
      const [total] = await db.select({ n: count() }).from(assoc).where(where);
      const items = rows.map((r) => ({
        id: r.id,
        userId: r.user.id,
        name: [r.user.firstName, r.user.lastName].filter(Boolean).join(' ') || r.user.userName,
        phoneNumber: r.user.phoneNumber,
        status: r.isActive ? ('Active' as const) : ('Inactive' as const),
      }));
      return { items, totalCount: total?.n ?? 0 };
    });
  });
}
