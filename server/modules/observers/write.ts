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
import { ALREADY_MEMBER, findObserver } from './service.ts';

async function observerByKey(db: Db, trackAccountId: string, key: string) {
  const [row] = await db
    .select({ id: assoc.id })
    .from(assoc)
    .where(and(eq(assoc.trackAccountId, trackAccountId), eq(assoc.idempotencyKey, key)));
  return row?.id ?? null;
}

/** The user of `phone` in the caller's tenant (created on first use), unless already a member. */
async function newMember(tx: Db, caller: AccountCaller, phone: string): Promise<string> {
  // The identity module's first-sign-in creation: the user completes a profile when they sign in.
  const user = await findOrCreateUserByPhone(tx, caller.tenantId, phone);
  const [member] = await tx
    .select({ id: assoc.id })
    .from(assoc)
    .where(and(eq(assoc.userId, user.id), eq(assoc.trackAccountId, caller.trackAccountId)));
  if (member) throw new BusinessError(ALREADY_MEMBER);
  return user.id;
}

/**
 * Adds an active observer with their vehicles and groups; answers the association id. Under the
 * account lock: the plan's user count, and a repeated Idempotency-Key (answered with the first
 * observer, even when that one took the last place) — see lockAccount.
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
    const userId = await newMember(tx, caller, input.phoneNumber);
    await requireRoomForActiveUser(tx, accountId);
    const vehicleIds = await requireAccountVehicles(tx, accountId, input.vehicleIds, 'vehicleIds');
    const groupIds = await requireAccountGroups(
      tx,
      accountId,
      input.vehicleGroupIds,
      'vehicleGroupIds',
    );
    const [row] = await tx
      .insert(assoc)
      .values({
        userId,
        trackAccountId: accountId,
        associationType: 'Observer',
        observerName: input.name,
        idempotencyKey: key,
      })
      .returning({ id: assoc.id });
    const id = row!.id;
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

/**
 * Renames an observer; another phone number gives their place, assignments and status to that
 * number's user (the old user loses the account at once). The user's own profile and phone number
 * are never changed: they are not the owner's.
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
    const userId =
      found.phoneNumber === input.phoneNumber
        ? found.userId
        : await newMember(tx, caller, input.phoneNumber);
    await tx.update(assoc).set({ observerName: input.name, userId }).where(eq(assoc.id, found.id));
  });
}
