import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  getTrackAccount,
  getTrackAccountFeatures,
  listTrackAccounts,
} from '../../../src/api/contract/track-accounts.ts';
import { requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { trackAccount, userTrackAccountAssociation } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import { route } from '../../http/route.ts';
import { accountFeatures } from '../features/account-features.ts';
import { inTenant } from '../identity/users.ts';
import { seesAccount } from './associations.ts';

/**
 * Accounts the caller is an active member of (spec part 1 §3): list, one, its features. An
 * invitation not accepted yet is no membership (issue 28): see the observer invitations.
 */
export function trackAccountRoutes(app: FastifyInstance, db: Db): void {
  const mine = (userId: string, tenantId: string | null) =>
    and(
      eq(userTrackAccountAssociation.userId, userId),
      seesAccount(),
      inTenant(trackAccount.tenantId, tenantId),
    );
  const columns = {
    id: trackAccount.id,
    name: trackAccount.name,
    accountType: trackAccount.accountType,
    associationType: userTrackAccountAssociation.associationType,
    createdAt: trackAccount.createdAt,
  };
  type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };
  const toDto = (r: Row) => ({
    id: r.id,
    name: r.name,
    accountType: r.accountType,
    userTrackAccountAssociation: {
      associationType: r.associationType,
    },
    creationTime: r.createdAt.toISOString(),
  });
  const joined = () =>
    db
      .select(columns)
      .from(userTrackAccountAssociation)
      .innerJoin(trackAccount, eq(trackAccount.id, userTrackAccountAssociation.trackAccountId));

  async function findMine(req: Parameters<typeof requireUser>[0], id: string) {
    const user = requireUser(req);
    const [row] = await joined().where(
      and(mine(user.userId, user.tenantId), eq(trackAccount.id, id)),
    );
    if (!row) throw new NotFoundError();
    return row;
  }

  authenticatedRoutes(app, (scope) => {
    route(scope, listTrackAccounts, async (req) => {
      const user = requireUser(req);
      const where = mine(user.userId, user.tenantId);
      const rows = await joined()
        .where(where)
        .orderBy(asc(trackAccount.createdAt), asc(trackAccount.id))
        .offset(req.query.skipCount)
        .limit(req.query.maxResultCount);
      const [total] = await db
        .select({ n: count() })
        .from(userTrackAccountAssociation)
        .innerJoin(trackAccount, eq(trackAccount.id, userTrackAccountAssociation.trackAccountId))
        .where(where);
      return { items: rows.map(toDto), totalCount: total?.n ?? 0 };
    });

    route(scope, getTrackAccount, async (req) => toDto(await findMine(req, req.params.id)));

    route(scope, getTrackAccountFeatures, async (req) => {
      const account = await findMine(req, req.params.id);
      const rows = await accountFeatures(db, account.id);
      return rows.map((r) => ({ ...r, displayName: r.name }));
    });
  });
}
