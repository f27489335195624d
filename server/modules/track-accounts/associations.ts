import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trackAccount, userTrackAccountAssociation } from '../../db/schema.ts';
import { inTenant } from '../identity/users.ts';

export type AssociationType = 'Owner' | 'Observer';
export type AccountType = 'Personal' | 'Business';

export interface ActiveAssociation {
  trackAccountId: string;
  associationType: AssociationType;
}

/**
 * A member who may see the account: active, and (issue 28) past the invitation — an observer an
 * owner added sees nothing of the account, anywhere, until they accept. Every check of who may
 * see an account (tokens, lists, account calls, notifications, alert recipients) uses this.
 */
export const seesAccount = (): SQL =>
  and(
    eq(userTrackAccountAssociation.isActive, true),
    eq(userTrackAccountAssociation.invitationStatus, 'Accepted'),
  ) as SQL;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user's active association with a track account of their own tenant, or null. Used when a
 * token is requested for an account (`TrackAccountId` header, spec part 1 §6).
 */
export async function findActiveAssociation(
  db: Db,
  q: { userId: string; tenantId: string | null; trackAccountId: string },
): Promise<ActiveAssociation | null> {
  if (!UUID.test(q.trackAccountId)) return null;
  const [row] = await db
    .select({
      trackAccountId: trackAccount.id,
      associationType: userTrackAccountAssociation.associationType,
    })
    .from(userTrackAccountAssociation)
    .innerJoin(trackAccount, eq(trackAccount.id, userTrackAccountAssociation.trackAccountId))
    .where(
      and(
        eq(userTrackAccountAssociation.userId, q.userId),
        eq(userTrackAccountAssociation.trackAccountId, q.trackAccountId),
        seesAccount(),
        inTenant(trackAccount.tenantId, q.tenantId),
      ),
    );
  if (!row) return null;
  return {
    trackAccountId: row.trackAccountId,
    associationType: row.associationType,
  };
}

/** Creates a track account with its first members, who need not accept (demo seed, tests). */
export async function createTrackAccount(
  db: Db,
  input: {
    name: string;
    accountType: AccountType;
    tenantId: string | null;
    members: { userId: string; associationType: AssociationType }[];
  },
): Promise<string> {
  const [account] = await db
    .insert(trackAccount)
    .values({ name: input.name, accountType: input.accountType, tenantId: input.tenantId })
    .returning({ id: trackAccount.id });
  if (!account) throw new Error('track account not created');
  if (input.members.length > 0) {
    await db.insert(userTrackAccountAssociation).values(
      input.members.map((m) => ({
        ...m,
        trackAccountId: account.id,
        invitationStatus: 'Accepted' as const,
      })),
    );
  }
  return account.id;
}
