import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { request, trackAccount, userTrackAccountAssociation as assoc } from '../../db/schema.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { CHOOSE_ACCOUNT_MESSAGE } from '../track-accounts/access.ts';
import { inTenant } from '../identity/users.ts';
import { seesAccount } from '../track-accounts/associations.ts';
import type { RequestRow } from './model.ts';
import type { RequestType } from '../../../src/api/contract/requests.ts';

/**
 * Who may act on requests (design notes "Who may act"): anyone signed in buys a new account;
 * the account families and an account's request list need its active Owner.
 * The account is the body's / query's `trackAccountId` when sent, else the token's.
 */
export async function requireAccountOwner(
  db: Db,
  user: AuthUser,
  requested: string | undefined,
): Promise<string> {
  const accountId = requested ?? user.trackAccountId;
  if (!accountId) throw new BusinessError(CHOOSE_ACCOUNT_MESSAGE);
  const [row] = await db
    .select({ type: assoc.associationType })
    .from(assoc)
    .innerJoin(trackAccount, eq(trackAccount.id, assoc.trackAccountId))
    .where(
      and(
        eq(assoc.userId, user.userId),
        eq(assoc.trackAccountId, accountId),
        seesAccount(),
        inTenant(trackAccount.tenantId, user.tenantId),
      ),
    );
  // A stranger learns nothing about the account; an observer is told why.
  if (!row) throw new NotFoundError();
  if (row.type !== 'Owner') throw new BusinessError('You are an observer not an owner');
  return accountId;
}

/** Requests the caller may see and act on: their own, and those of accounts they own. */
export function visibleRequests(user: AuthUser): SQL {
  const owned = sql`${request.trackAccountId} in (select ${assoc.trackAccountId} from ${assoc}
    where ${assoc.userId} = ${user.userId} and ${seesAccount()}
    and ${assoc.associationType} = 'Owner')`;
  return and(
    inTenant(request.tenantId, user.tenantId),
    or(eq(request.userId, user.userId), owned),
  ) as SQL;
}

export async function findVisibleRequest(
  db: Db,
  user: AuthUser,
  id: string,
  type?: RequestType,
): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(request)
    .where(
      and(eq(request.id, id), visibleRequests(user), type ? eq(request.type, type) : undefined),
    );
  if (!row) throw new NotFoundError();
  return row;
}
