import { count } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listObservers } from '../../../src/api/contract/observers.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { userTrackAccountAssociation as assoc } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { requireAccountCaller, requireOwner, requireOwnerWith } from '../track-accounts/access.ts';
import { assignmentRoutes } from './assignment-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { manageRoutes } from './manage-routes.ts';
import { observerDto, observersOf, selectObservers } from './service.ts';

/** The observers of the account in the token, for its owner (spec part 2 §7 "Observers"). */
export function observerRoutes(app: FastifyInstance, db: Db): void {
  const owner = (req: FastifyRequest) => requireOwnerWith(db, req, FEATURES.observerManagement);

  authenticatedRoutes(app, (scope) => {
    // Not behind GoTrack.ObserverManagement: the renewal form lists observers to remove
    // (spec part 1 §2), whatever the plan's features.
    route(scope, listObservers, async (req) => {
      const caller = await requireAccountCaller(db, req);
      requireOwner(caller);
      const where = observersOf(caller.trackAccountId);
      const rows = await selectObservers(db, where)
        .offset(req.query.skipCount)
        .limit(req.query.maxResultCount);
      const [total] = await db.select({ n: count() }).from(assoc).where(where);
      return { items: rows.map(observerDto), totalCount: total?.n ?? 0 };
    });

    manageRoutes(scope, db, owner);
    assignmentRoutes(scope, db, owner);
    invitationRoutes(scope, db);
  });
}
