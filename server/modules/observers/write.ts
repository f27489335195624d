import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { observerCreate, observerUpdate } from '../../../src/api/contract/observers.ts';
import type { Db } from '../../db/client.ts';
import {
  observerVehicle,
  observerVehicleGroup,
  userTrackAccountAssociation as assoc,
} from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { findOrCreateUserByPhone } from '../identity/users.ts';
import { requireAccountGroups, requireAccountVehicles } from '../groups/service.ts';
import type { AccountCaller } from '../track-accounts/access.ts';
import { lockAccount, requireRoomForActiveUser } from '../track-accounts/user-limit.ts';
import { pendingFrom, recordInvitation } from './invite.ts';
import { ALREADY_MEMBER, findObserver } from './service.ts';

async function observerByKey(db: Db, trackAccountId: string, key: string) {
  const [row] = await db
    .select({ id: assoc.id })
    .from(assoc)
    .where(and(eq(assoc.trackAccountId, trackAccountId), eq(assoc.idempotencyKey, key)));
  return row?.id ?? null;
}

/**
 * The user of `phone` in the caller's tenant (created on first use), unless already a member or
 * invited; `declined` is the association they declined, which inviting again reuses. Counts one
 * more invitation of them (issue 28), bounded.
 */
async function newInvitee(tx: Db, caller: AccountCaller, phone: string) {
  // The identity module's first-sign-in creation: the user completes a profile when they sign in.
  const user = await findOrCreateUserByPhone(tx, caller.tenantId, phone);
  const [member] = await tx
    .select({ id: assoc.id, invitationStatus: assoc.invitationStatus })
    .from(assoc)
    .where(and(eq(assoc.userId, user.id), eq(assoc.trackAccountId, caller.trackAccountId)));
  if (member && member.invitationStatus !== 'Declined') throw new BusinessError(ALREADY_MEMBER);
  await recordInvitation(tx, caller.trackAccountId, user.id);
  return { userId: user.id, declined: member?.id ?? null };
}

/**
 * Adds an active observer with their vehicles and groups, invited until they accept (issue 28);
 * answers the association id. Someone who declined is invited again in their old place, with the
 * name, vehicles and groups of this form. Under the account lock: the plan's user count (an
 * invitation holds a place), the invitation bound, and a repeated Idempotency-Key (answered with
 * the first observer, even when that one took the last place) — see lockAccount.
 */
export async function createObserver(
  db: Db,
  caller: AccountCaller,
  input: z.output<typeof observerCreate>,
  key: string | null,
): Promise<string> {
  const accountId = caller.trackAccountId;
  if (key) {
    const earlier = await observerByKey(db, accountId, key);
    if (earlier) return earlier;
  }
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    if (key) {
      const earlier = await observerByKey(tx, accountId, key);
      if (earlier) return earlier;
    }
    const { userId, declined } = await newInvitee(tx, caller, input.phoneNumber);
    await requireRoomForActiveUser(tx, accountId);
    const vehicleIds = await requireAccountVehicles(tx, accountId, input.vehicleIds, 'vehicleIds');
    const groupIds = await requireAccountGroups(
      tx,
      accountId,
      input.vehicleGroupIds,
      'vehicleGroupIds',
    );
    const fields = {
      ...{ observerName: input.name, idempotencyKey: key, isActive: true },
      ...pendingFrom(caller.userId),
    };
    const id = declined
      ? await reinvite(tx, declined, fields)
      : (
          await tx
            .insert(assoc)
            .values({ userId, trackAccountId: accountId, associationType: 'Observer', ...fields })
            .returning({ id: assoc.id })
        )[0]!.id;
    if (vehicleIds.length > 0) {
      await tx
        .insert(observerVehicle)
        .values(vehicleIds.map((v) => ({ associationId: id, vehicleId: v })));
    }
    if (groupIds.length > 0) {
      await tx
        .insert(observerVehicleGroup)
        .values(groupIds.map((g) => ({ associationId: id, groupId: g })));
    }
    return id;
  });
}

/** The declined association, pending again, without what the earlier form gave them. */
async function reinvite(tx: Db, id: string, fields: Partial<typeof assoc.$inferInsert>) {
  await tx.update(assoc).set(fields).where(eq(assoc.id, id));
  await tx.delete(observerVehicle).where(eq(observerVehicle.associationId, id));
  await tx.delete(observerVehicleGroup).where(eq(observerVehicleGroup.associationId, id));
  return id;
}

/**
 * Renames an observer; another phone number gives their place, assignments and status to that
 * number's user, who is invited (the old user loses the account at once; a place that user had
 * declined is dropped). The user's own profile and phone number are never changed: they are not
 * the owner's.
 */
export async function updateObserver(
  db: Db,
  caller: AccountCaller,
  input: z.output<typeof observerUpdate>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, caller.trackAccountId);
    const found = await findObserver(
      tx,
      caller.trackAccountId,
      input.userTrackAccountAssociationId,
    );
    if (found.phoneNumber === input.phoneNumber) {
      await tx.update(assoc).set({ observerName: input.name }).where(eq(assoc.id, found.id));
      return;
    }
    const { userId, declined } = await newInvitee(tx, caller, input.phoneNumber);
    if (declined) await tx.delete(assoc).where(eq(assoc.id, declined));
    await tx
      .update(assoc)
      .set({ observerName: input.name, userId, ...pendingFrom(caller.userId) })
      .where(eq(assoc.id, found.id));
  });
}
