import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Observer } from '../../../src/api/contract/observers.ts';
import type { Db } from '../../db/client.ts';
import { appUser, userTrackAccountAssociation as assoc } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';

/** English texts of this module's errors (Arabic in server/http/user-messages.ts). */
export const ALREADY_MEMBER =
  'This phone number already belongs to a member of this track account.';

const columns = {
  id: assoc.id,
  isActive: assoc.isActive,
  invitationStatus: assoc.invitationStatus,
  observerName: assoc.observerName,
  userId: appUser.id,
  userName: appUser.userName,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  phoneNumber: appUser.phoneNumber,
};
type Row = Awaited<ReturnType<typeof selectObservers>>[number];

export const observerDto = (r: Row): Observer => ({
  id: r.id,
  userId: r.userId,
  name: r.observerName || [r.firstName, r.lastName].filter(Boolean).join(' ') || r.userName,
  phoneNumber: r.phoneNumber,
  status: r.isActive ? 'Active' : 'Inactive',
  invitationStatus: r.invitationStatus,
});

/** The account's observers (never its owners: those are not the owner's to manage). */
export const observersOf = (trackAccountId: string): SQL =>
  and(eq(assoc.trackAccountId, trackAccountId), eq(assoc.associationType, 'Observer')) as SQL;

/** Observer rows with their users, in the list's order (by the name shown). */
export const selectObservers = (db: Db, where: SQL) =>
  db
    .select(columns)
    .from(assoc)
    .innerJoin(appUser, eq(appUser.id, assoc.userId))
    .where(where)
    .orderBy(
      asc(sql`coalesce(${assoc.observerName}, ${appUser.firstName}, ${appUser.userName})`),
      asc(assoc.id),
    );

/**
 * An observer of the account by association id, or 404: an owner's association and another
 * account's observer answer exactly like an unknown id. `lock` keeps the association (not the
 * user) from being deleted until the caller's transaction ends.
 */
export async function findObserver(db: Db, trackAccountId: string, id: string, lock = false) {
  const query = selectObservers(db, and(observersOf(trackAccountId), eq(assoc.id, id)) as SQL);
  const [row] = lock ? await query.for('share', { of: assoc }) : await query;
  if (!row) throw new NotFoundError();
  return row;
}
