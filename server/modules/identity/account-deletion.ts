import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailCode,
  notification,
  profilePicture,
  pushDevice,
  userTrackAccountAssociation as assoc,
} from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';

export const OWNER_CANNOT_DELETE =
  'You own an active track account: it cannot be left without its owner. Contact support to close it first.';

/**
 * An owner's account would leave its track account, its vehicles and its observers without
 * anyone who may manage or pay for them: refused with a message saying what to do instead.
 */
export async function refuseOwnerDeletion(db: Db, userId: string): Promise<void> {
  const [owned] = await db
    .select({ id: assoc.id })
    .from(assoc)
    .where(
      and(eq(assoc.userId, userId), eq(assoc.associationType, 'Owner'), eq(assoc.isActive, true)),
    )
    .limit(1);
  if (owned) throw new BusinessError(OWNER_CANNOT_DELETE);
}

/**
 * The user's personal data beyond the user row (anonymised by `anonymiseUser`, which also drops
 * their associations): picture, devices, what alerts sent them, pending e-mail codes. Requests and
 * payments stay: they are the accounts' billing records.
 */
export async function deleteUserData(db: Db, userId: string): Promise<void> {
  await db.delete(profilePicture).where(eq(profilePicture.userId, userId));
  await db.delete(pushDevice).where(eq(pushDevice.userId, userId));
  await db.delete(notification).where(eq(notification.userId, userId));
  await db.delete(emailCode).where(eq(emailCode.userId, userId));
}
