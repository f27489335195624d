import { randomUUID } from 'node:crypto';
import { and, asc, count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createRole,
  deleteRole,
  getAllRoles,
  getRole,
  listRoles,
  updateRole,
} from '../../../src/api/contract/identity-admin.ts';
import { PERMISSIONS } from '../../../src/api/contract/permissions.ts';
import type { Db } from '../../db/client.ts';
import { identityRole } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { requirePolicy } from '../permissions/check.ts';
import { likePattern, orderBy } from './listing.ts';
import { deleteRoleOf, updateRoleOf } from './role-write.ts';
import { duplicateRole, findRole, roleDto, roleNameTaken, rolesOfTenant } from './role-service.ts';

const SORT_FIELDS = {
  name: identityRole.name,
  isDefault: identityRole.isDefault,
  isPublic: identityRole.isPublic,
  isStatic: identityRole.isStatic,
  creationTime: identityRole.createdAt,
};

/** ABP Identity's roles (abp-conventions §6), within the caller's tenant. */
export function roleRoutes(app: FastifyInstance, db: Db): void {
  route(app, listRoles, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.roles);
    const { filter, sorting, skipCount, maxResultCount } = req.query;
    const where = and(
      rolesOfTenant(caller.tenantId),
      filter?.trim() ? sql`lower(${identityRole.name}) like ${likePattern(filter)}` : undefined,
    );
    const order = orderBy(sorting, SORT_FIELDS, [asc(identityRole.name), asc(identityRole.id)]);
    const rows = await db
      .select()
      .from(identityRole)
      .where(where)
      .orderBy(...order)
      .offset(skipCount)
      .limit(maxResultCount);
    const [total] = await db.select({ n: count() }).from(identityRole).where(where);
    return { items: rows.map(roleDto), totalCount: total?.n ?? 0 };
  });

  route(app, getAllRoles, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.roles);
    const rows = await db
      .select()
      .from(identityRole)
      .where(rolesOfTenant(caller.tenantId))
      .orderBy(asc(identityRole.name));
    return { items: rows.map(roleDto) };
  });

  route(app, getRole, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.roles);
    return roleDto(await findRole(db, caller.tenantId, req.params.id));
  });

  route(app, createRole, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.rolesCreate);
    const { name, isDefault, isPublic, extraProperties } = req.body;
    if (await roleNameTaken(db, caller.tenantId, name)) throw duplicateRole(name);
    // Two creates racing with one name meet at the unique index: the loser is told the same.
    const [row] = await db
      .insert(identityRole)
      .values({
        tenantId: caller.tenantId,
        name,
        isDefault,
        isPublic,
        extraProperties,
        concurrencyStamp: randomUUID(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw duplicateRole(name);
    return roleDto(row);
  });

  route(app, updateRole, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.rolesUpdate);
    return roleDto(await updateRoleOf(db, caller.tenantId, req.params.id, req.body));
  });

  // Deleting an id that is not there (gone already, or another tenant's) answers 404, like ABP.
  route(app, deleteRole, async (req) => {
    const caller = await requirePolicy(db, req, PERMISSIONS.rolesDelete);
    await deleteRoleOf(db, caller, req.params.id);
  });
}
