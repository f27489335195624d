import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { roleUpdateInput } from '../../../src/api/contract/identity-admin.ts';
import { PERMISSIONS, ROLE_PROVIDER } from '../../../src/api/contract/permissions.ts';
import type { AuthUser } from '../../auth/access-token.ts';
import type { Db } from '../../db/client.ts';
import { appUser, identityRole } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { inTenant } from '../identity/users.ts';
import { moveProviderKey } from '../permissions/store.ts';
import {
  checkStamp,
  duplicateRole,
  findRole,
  roleNameTaken,
  type RoleRow,
} from './role-service.ts';
import { keepsOwnAccess } from './self-guard.ts';

const STATIC_RENAME = 'The static roles can not be renamed.';
const STATIC_DELETE = 'The static roles can not be deleted.';

/** Users holding the role (by name: app_user.roles), in the role's tenant. */
const holders = (tenantId: string | null, name: string) =>
  and(inTenant(appUser.tenantId, tenantId), sql`${name} = any(${appUser.roles})`);

export function updateRoleOf(
  db: Db,
  tenantId: string | null,
  id: string,
  b: z.output<typeof roleUpdateInput>,
): Promise<RoleRow> {
  return db.transaction(async (tx) => {
    const role = await findRole(tx, tenantId, id);
    checkStamp(b.concurrencyStamp, role.concurrencyStamp);
    const renamed = b.name !== role.name;
    if (renamed && role.isStatic) {
      throw new BusinessError(STATIC_RENAME, { code: 'Volo.Abp.Identity:010005' });
    }
    if (renamed && (await roleNameTaken(tx, tenantId, b.name, role.id))) {
      throw duplicateRole(b.name);
    }
    // The stamp in the WHERE makes a concurrent update lose instead of overwriting.
    const [row] = await tx
      .update(identityRole)
      .set({
        name: b.name,
        isDefault: b.isDefault,
        isPublic: b.isPublic,
        extraProperties: b.extraProperties,
        concurrencyStamp: randomUUID(),
      })
      .where(
        and(eq(identityRole.id, role.id), eq(identityRole.concurrencyStamp, role.concurrencyStamp)),
      )
      .returning();
    if (!row) return checkStamp('stale', role.concurrencyStamp) as never;
    if (renamed) {
      // Users and grants follow the new name (both refer to roles by name).
      await tx
        .update(appUser)
        .set({ roles: sql`array_replace(${appUser.roles}, ${role.name}, ${b.name})` })
        .where(holders(tenantId, role.name));
      await moveProviderKey(tx, tenantId, ROLE_PROVIDER, role.name, b.name);
    }
    return row;
  });
}

/** Takes the role from its users and its grants with it; never the static one. */
export async function deleteRoleOf(db: Db, caller: AuthUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await findRole(tx, caller.tenantId, id);
    if (role.isStatic) {
      throw new BusinessError(STATIC_DELETE, { code: 'Volo.Abp.Identity:010006' });
    }
    await tx
      .update(appUser)
      .set({ roles: sql`array_remove(${appUser.roles}, ${role.name})` })
      .where(holders(caller.tenantId, role.name));
    await moveProviderKey(tx, caller.tenantId, ROLE_PROVIDER, role.name, null);
    await tx.delete(identityRole).where(eq(identityRole.id, role.id));
    // Deleting the role one's own delete permission came from is refused (and rolled back).
    await keepsOwnAccess(tx, caller.userId, PERMISSIONS.rolesDelete);
  });
}
