import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { normalizePhone } from '../../../src/api/contract/phone.ts';
import type { Db } from '../../db/client.ts';
import { appUser } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { inTenant } from './users.ts';

export interface UniqueFields {
  userName: string;
  email: string;
  /** Already normalised to E.164. */
  phoneNumber?: string | null;
  /** The user's own (proven) number: the only phone number their user name may be. */
  ownPhone?: string | null;
}

/** A user's first code sign-in names them by their number, so no one may hold it in advance. */
export const PHONE_AS_USER_NAME = 'Only your own phone number can be your user name.';

/**
 * ABP Identity's duplicate checks within one tenant, with its messages; null when all are free.
 * `exceptUserId` is the user being edited. Sign-in accepts a user name, an e-mail or a phone, so
 * none of the three may be another user's other two. An e-mail nobody proved yet is no one's: it
 * does not block the address's owner from using it (account pre-takeover, issue 11).
 */
export async function uniquenessProblem(
  db: Db,
  tenantId: string | null,
  fields: UniqueFields,
  exceptUserId?: string,
): Promise<BusinessError | null> {
  const taken = (condition: SQL) => anotherUserHas(db, tenantId, condition, exceptUserId);
  const name = fields.userName.trim().toLowerCase();
  const nameAsPhone = normalizePhone(fields.userName);
  if (nameAsPhone && nameAsPhone !== fields.ownPhone) return new BusinessError(PHONE_AS_USER_NAME);
  const nameClashes = or(
    sql`lower(${appUser.userName}) = ${name}`,
    sql`lower(${appUser.email}) = ${name}`,
    nameAsPhone ? eq(appUser.phoneNumber, nameAsPhone) : undefined,
  );
  if (await taken(nameClashes!)) {
    return new BusinessError(`Username '${fields.userName}' is already taken.`);
  }
  const email = await emailProblem(db, tenantId, fields.email, exceptUserId);
  if (email) return email;
  if (fields.phoneNumber && (await phoneTaken(db, tenantId, fields.phoneNumber, exceptUserId))) {
    return new BusinessError(`Phone number '${fields.phoneNumber}' is already taken.`);
  }
  return null;
}

/** Whether a live user of the tenant, other than `exceptUserId`, matches `condition`. */
async function anotherUserHas(
  db: Db,
  tenantId: string | null,
  condition: SQL,
  exceptUserId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(
        inTenant(appUser.tenantId, tenantId),
        isNull(appUser.deletedAt),
        exceptUserId ? ne(appUser.id, exceptUserId) : undefined,
        condition,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A phone is taken when another user has it, or has it as their user name. */
export function phoneTaken(
  db: Db,
  tenantId: string | null,
  phone: string,
  exceptUserId?: string,
): Promise<boolean> {
  const holds = or(eq(appUser.phoneNumber, phone), eq(appUser.userName, phone));
  return anotherUserHas(db, tenantId, holds!, exceptUserId);
}

/**
 * For a user about to prove `phone` with a code: taken when another user proved it, or is named
 * by it without holding it. An unproven holder does not count: it loses the number
 * (phone-holder.ts `releaseUnprovenNumber`).
 */
export function phoneTakenForProof(
  db: Db,
  tenantId: string | null,
  phone: string,
  userId: string,
): Promise<boolean> {
  const holds = or(
    and(eq(appUser.phoneNumber, phone), eq(appUser.phoneVerified, true)),
    and(eq(appUser.userName, phone), sql`${appUser.phoneNumber} is distinct from ${phone}`),
  );
  return anotherUserHas(db, tenantId, holds!, userId);
}

/** An e-mail another user proved, or signs in with as their user name, is theirs. */
export async function emailProblem(
  db: Db,
  tenantId: string | null,
  email: string,
  exceptUserId?: string,
): Promise<BusinessError | null> {
  const address = email.trim().toLowerCase();
  const holds = or(
    and(sql`lower(${appUser.email}) = ${address}`, eq(appUser.emailVerified, true)),
    sql`lower(${appUser.userName}) = ${address}`,
  );
  return (await anotherUserHas(db, tenantId, holds!, exceptUserId))
    ? new BusinessError(`Email '${email}' is already taken.`)
    : null;
}
