import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUser } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { inTenant } from './users.ts';

export interface UniqueFields {
  userName: string;
  email: string;
  /** Already normalised to E.164. */
  phoneNumber?: string | null;
}

/**
 * ABP Identity's duplicate checks within one tenant, with its messages; null when all are free.
 * `exceptUserId` is the user being edited.
 */
export async function uniquenessProblem(
  db: Db,
  tenantId: string | null,
  fields: UniqueFields,
  exceptUserId?: string,
): Promise<BusinessError | null> {
  const others = and(
    inTenant(appUser.tenantId, tenantId),
    isNull(appUser.deletedAt),
    exceptUserId ? ne(appUser.id, exceptUserId) : undefined,
  );
  const taken = async (condition: ReturnType<typeof eq>) =>
    (await db.select({ id: appUser.id }).from(appUser).where(and(others, condition)).limit(1))
      .length > 0;
  if (await taken(sql`lower(${appUser.userName}) = ${fields.userName.trim().toLowerCase()}`)) {
    return new BusinessError(`Username '${fields.userName}' is already taken.`);
  }
  if (await taken(sql`lower(${appUser.email}) = ${fields.email.trim().toLowerCase()}`)) {
    return new BusinessError(`Email '${fields.email}' is already taken.`);
  }
  if (fields.phoneNumber && (await taken(eq(appUser.phoneNumber, fields.phoneNumber)))) {
    return new BusinessError(`Phone number '${fields.phoneNumber}' is already taken.`);
  }
  return null;
}
