import { and, eq, isNull } from 'drizzle-orm';
import type { IdentityUserDto } from '../../../src/api/contract/identity-admin.ts';
import { normalizePhone } from '../../../src/api/contract/phone.ts';
import { appUser, identityRole } from '../../db/schema.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { inTenant, type UserRow } from '../identity/users.ts';
import type { DbOrTx } from '../permissions/store.ts';

export const userDto = (u: UserRow): IdentityUserDto => ({
  id: u.id,
  tenantId: u.tenantId,
  userName: u.userName,
  name: u.firstName,
  surname: u.lastName,
  email: u.email,
  emailConfirmed: u.emailVerified,
  phoneNumber: u.phoneNumber,
  // A number an administrator typed is proven by its holder's first code sign-in.
  phoneNumberConfirmed: !!u.phoneNumber && u.phoneVerified,
  isActive: u.isActive,
  lockoutEnabled: u.lockoutEnabled,
  lockoutEnd: u.lockoutEnd?.toISOString() ?? null,
  accessFailedCount: u.accessFailedCount,
  concurrencyStamp: u.concurrencyStamp,
  creationTime: u.createdAt.toISOString(),
  lastModificationTime: null,
  extraProperties: {},
});

export const usersOfTenant = (tenantId: string | null) =>
  and(inTenant(appUser.tenantId, tenantId), isNull(appUser.deletedAt));

/** A live user of the caller's tenant; deleted or another tenant's ids answer 404. */
export async function findTenantUser(
  db: DbOrTx,
  tenantId: string | null,
  id: string,
): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(usersOfTenant(tenantId), eq(appUser.id, id)));
  if (!row) throw new NotFoundError();
  return row;
}

/** Roles marked default: given to a user created without naming roles (ABP). */
export async function defaultRoleNames(db: DbOrTx, tenantId: string | null): Promise<string[]> {
  const rows = await db
    .select({ name: identityRole.name })
    .from(identityRole)
    .where(and(inTenant(identityRole.tenantId, tenantId), eq(identityRole.isDefault, true)));
  return rows.map((r) => r.name);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Optional e-mail and phone as stored: empty → null; malformed → 400 naming the field. */
export function contactFields(input: { email?: string | null; phoneNumber?: string | null }): {
  email: string | null;
  phoneNumber: string | null;
} {
  const email = input.email?.trim() || null;
  const typedPhone = input.phoneNumber?.trim() || null;
  const phoneNumber = typedPhone ? normalizePhone(typedPhone) : null;
  const problems: { message: string; members: string[] }[] = [];
  if (email && !EMAIL.test(email)) {
    problems.push({
      message: 'The Email field is not a valid e-mail address.',
      members: ['email'],
    });
  }
  if (typedPhone && !phoneNumber) {
    problems.push({ message: 'The phone number is not valid.', members: ['phoneNumber'] });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return { email, phoneNumber };
}

export const sameNames = (a: readonly string[], b: readonly string[]) => {
  const norm = (l: readonly string[]) =>
    [...new Set(l.map((n) => n.toLowerCase()))].sort().join('\n');
  return norm(a) === norm(b);
};
