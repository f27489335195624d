import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getCurrentSubscription,
  getTrackAccountSubscription,
  listTrackAccountSubscriptions,
  type TrackAccountSubscription,
} from '../../../src/api/contract/track-accounts.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { trackAccountSubscription as sub } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requireAccountCaller } from './access.ts';
import { countActiveUsers, currentSubscription, NO_ACTIVE_SUBSCRIPTION } from './user-limit.ts';

type Row = typeof sub.$inferSelect;

const arabic = (req: FastifyRequest) => /^ar\b/i.test(String(req.headers['accept-language'] ?? ''));

/** Subscriptions of the account in the access token (spec part 1 §3 "current subscription"). */
export function subscriptionRoutes(app: FastifyInstance, db: Db): void {
  const activeUsers = (trackAccountId: string) => countActiveUsers(db, trackAccountId);
  const toDto = (r: Row, req: FastifyRequest, users: number): TrackAccountSubscription => ({
    id: r.id,
    trackAccountId: r.trackAccountId,
    subscriptionPlanKey: r.planKey,
    subscriptionPlanLocalizedName: arabic(req) ? r.planNameAr : r.planNameEn,
    smsBundleCount: r.smsBundleCount,
    from: r.from.toISOString(),
    to: r.to.toISOString(),
    userCount: r.userCount,
    currentActiveUserCount: users,
    state: r.state,
    smsBundle: null,
    subscriptionDurationInMonth: r.durationMonths,
  });

  authenticatedRoutes(app, (scope) => {
    route(scope, getCurrentSubscription, async (req) => {
      const caller = await requireAccountCaller(db, req);
      const row = await currentSubscription(db, caller.trackAccountId);
      if (!row) throw new NotFoundError(NO_ACTIVE_SUBSCRIPTION);
      return toDto(row, req, await activeUsers(caller.trackAccountId));
    });

    route(scope, listTrackAccountSubscriptions, async (req) => {
      const caller = await requireAccountCaller(db, req);
      const where = eq(sub.trackAccountId, caller.trackAccountId);
      const rows = await db
        .select()
        .from(sub)
        .where(where)
        .orderBy(desc(sub.from), asc(sub.id))
        .offset(req.query.skipCount)
        .limit(req.query.maxResultCount);
      const [total] = await db.select({ n: count() }).from(sub).where(where);
      const users = await activeUsers(caller.trackAccountId);
      return { items: rows.map((r) => toDto(r, req, users)), totalCount: total?.n ?? 0 };
    });

    route(scope, getTrackAccountSubscription, async (req) => {
      const caller = await requireAccountCaller(db, req);
      const [row] = await db
        .select()
        .from(sub)
        .where(and(eq(sub.id, req.params.id), eq(sub.trackAccountId, caller.trackAccountId)));
      if (!row) throw new NotFoundError();
      return toDto(row, req, await activeUsers(caller.trackAccountId));
    });
  });
}
