import { and, eq, sql } from 'drizzle-orm';
import type { IdentityRole } from '../../../src/api/contract/identity-admin.ts';
import { identityRole } from '../../db/schema.ts';
import { BusinessError, ConflictError, NotFoundError } from '../../http/errors.ts';
import { inTenant } from '../identity/users.ts';
import type { DbOrTx } from '../permissions/store.ts';

export type RoleRow = typeof identityRole.$inferSelect;

export const STALE_DATA =
  'The data you have submitted has already changed by another user. Discard your changes and try again.';

export const roleDto = (r: RoleRow): IdentityRole => ({
  id: r.id,
  name: r.name,
  isDefault: r.isDefault,
  isStatic: r.isStatic,
  isPublic: r.isPublic,
  concurrencyStamp: r.concurrencyStamp,
  extraProperties: (r.extraProperties ?? {}) as Record<string, unknown>,
});

export const rolesOfTenant = (tenantId: string | null) => inTenant(identityRole.tenantId, tenantId);

/** A role of the caller's tenant; another tenant's id is as unknown as a made-up one (404). */
export async function findRole(db: DbOrTx, tenantId: string | null, id: string): Promise<RoleRow> {
  const [row] = await db
    .select()
    .from(identityRole)
    .where(and(rolesOfTenant(tenantId), eq(identityRole.id, id)));
  if (!row) throw new NotFoundError();
  return row;
}

/** Roles of the tenant by name, case-insensitively; every name must exist. */
export async function rolesByNames(
  db: DbOrTx,
  tenantId: string | null,
  names: readonly string[],
): Promise<RoleRow[]> {
  const rows = await db.select().from(identityRole).where(rolesOfTenant(tenantId));
  const byName = new Map(rows.map((r) => [r.name.toLowerCase(), r]));
  const found: RoleRow[] = [];
  for (const name of new Set(names.map((n) => n.trim().toLowerCase()))) {
    const role = byName.get(name);
    if (!role) throw new BusinessError(`Role '${name}' does not exist.`);
    found.push(role);
  }
  return found;
}

export async function roleNameTaken(
  db: DbOrTx,
  tenantId: string | null,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: identityRole.id })
    .from(identityRole)
    .where(
      and(rolesOfTenant(tenantId), sql`lower(${identityRole.name}) = ${name.trim().toLowerCase()}`),
    );
  return rows.some((r) => r.id !== exceptId);
}

export const duplicateRole = (name: string) =>
  new BusinessError(`Role name '${name}' is already taken.`);

/** ABP's optimistic concurrency: a stamp that is given must be the current one. */
export function checkStamp(given: string | undefined, current: string): void {
  if (given && given !== current) throw new ConflictError(STALE_DATA);
}
