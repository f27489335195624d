import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  acceptObserverInvitation,
  declineObserverInvitation,
  listObserverInvitations,
  type InvitationStatus,
} from '../../../src/api/contract/observer-invitations.ts';
import type { AuthUser } from '../../auth/access-token.ts';
import { requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { appUser, trackAccount, userTrackAccountAssociation as assoc } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { inTenant } from '../identity/users.ts';

const inviter = alias(appUser, 'inviter');

/** The caller's own observer association `id`, whatever its state: nobody else's, no owner's. */
const mine = (user: AuthUser, id: string) =>
  and(eq(assoc.id, id), eq(assoc.userId, user.userId), eq(assoc.associationType, 'Observer'));

/**
 * Invitations waiting for the caller's answer. One the owner switched off waits unseen: accepting
 * it would show nothing.
 */
const waiting = (user: AuthUser): SQL =>
  and(
    eq(assoc.userId, user.userId),
    eq(assoc.associationType, 'Observer'),
    eq(assoc.invitationStatus, 'Pending'),
    eq(assoc.isActive, true),
    inTenant(trackAccount.tenantId, user.tenantId),
  ) as SQL;

/**
 * Moves the caller's waiting invitation to `to`. Answering again the same way is done; anything
 * else — another's invitation, an owner's or an accepted membership, the other answer after one —
 * is 404, so nothing about other people's associations is revealed. One UPDATE guarded by the
 * state, so a racing accept and decline leave one answer.
 */
async function answer(db: Db, user: AuthUser, id: string, to: InvitationStatus): Promise<void> {
  // Declined: no place in the plan either (the owner sees the observer inactive).
  const change =
    to === 'Declined' ? { invitationStatus: to, isActive: false } : { invitationStatus: to };
  const [changed] = await db
    .update(assoc)
    .set(change)
    .where(and(mine(user, id), eq(assoc.invitationStatus, 'Pending'), eq(assoc.isActive, true)))
    .returning({ id: assoc.id });
  if (changed) return;
  const [row] = await db
    .select({ status: assoc.invitationStatus })
    .from(assoc)
    .where(mine(user, id));
  if (row?.status !== to) throw new NotFoundError();
}

/** Issue 28: the invitee's side of observer invitations (src/api/contract/observer-invitations.ts). */
export function invitationRoutes(scope: FastifyInstance, db: Db): void {
  route(scope, listObserverInvitations, async (req) => {
    const user = requireUser(req);
    const rows = await db
      .select({
        id: assoc.id,
        trackAccountId: trackAccount.id,
        trackAccountName: trackAccount.name,
        accountType: trackAccount.accountType,
        firstName: inviter.firstName,
        lastName: inviter.lastName,
        userName: inviter.userName,
        phoneNumber: inviter.phoneNumber,
        inviterGone: inviter.deletedAt,
        invitedAt: assoc.invitedAt,
      })
      .from(assoc)
      .innerJoin(trackAccount, eq(trackAccount.id, assoc.trackAccountId))
      .leftJoin(inviter, eq(inviter.id, assoc.invitedByUserId))
      .where(waiting(user))
      .orderBy(desc(assoc.invitedAt), asc(assoc.id))
      .offset(req.query.skipCount)
      .limit(req.query.maxResultCount);
    const [total] = await db
      .select({ n: count() })
      .from(assoc)
      .innerJoin(trackAccount, eq(trackAccount.id, assoc.trackAccountId))
      .where(waiting(user));
    const items = rows.map((r) => {
      const known = r.userName !== null && !r.inviterGone;
      const name = [r.firstName, r.lastName].filter(Boolean).join(' ') || r.userName;
      return {
        id: r.id,
        trackAccountId: r.trackAccountId,
        trackAccountName: r.trackAccountName,
        accountType: r.accountType,
        inviterName: known ? name : null,
        inviterPhoneNumber: known ? r.phoneNumber : null,
        invitationTime: (r.invitedAt ?? new Date(0)).toISOString(),
      };
    });
    return { items, totalCount: total?.n ?? 0 };
  });

  route(scope, acceptObserverInvitation, async (req) => {
    await answer(db, requireUser(req), req.params.id, 'Accepted');
    return undefined;
  });

  route(scope, declineObserverInvitation, async (req) => {
    await answer(db, requireUser(req), req.params.id, 'Declined');
    return undefined;
  });
}
