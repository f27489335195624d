import { and, asc, count, desc, eq, ilike, isNull, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PERMISSIONS as P } from '../../../src/api/contract/permissions.ts';
import {
  createTenant,
  deleteTenant,
  getTenant,
  listTenants,
  updateTenant,
} from '../../../src/api/contract/tenant-admin.ts';
import { revokeUserTokens } from '../../auth/adapter.ts';
import { authenticatedRoutes, requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { appUser, tenant } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requirePolicy } from '../permissions/check.ts';
import { duplicateName, findLiveTenant, newStamp, tenantDto, uniqueName } from './admin-service.ts';
import { createTenantWithAdmin } from './create.ts';
import { normalizeTenantName } from './service.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * ABP's tenant management (abp-conventions §7) for the host's administrators. A tenant's own
 * users are answered 404 whatever they hold: tenants do not exist from inside one. With
 * multi-tenancy off the module is off and every call is 404 (README).
 */
export function tenantAdminRoutes(app: FastifyInstance, db: Db, opts: { multiTenancy: boolean }) {
  const allowed = async (req: FastifyRequest, policy: string) => {
    if (!opts.multiTenancy || requireUser(req).tenantId !== null) throw new NotFoundError();
    await requirePolicy(db, req, policy);
  };

  authenticatedRoutes(app, (scope) => {
    route(scope, listTenants, async (req) => {
      await allowed(req, P.tenants);
      const { filter, sorting, skipCount, maxResultCount } = req.query;
      const where = and(
        isNull(tenant.deletedAt),
        filter?.trim() ? ilike(tenant.name, `%${escapeLike(filter.trim())}%`) : undefined,
      ) as SQL;
      const descending = /\bdesc\b/i.test(sorting ?? '');
      const order = /^\s*creationTime/i.test(sorting ?? '')
        ? tenant.createdAt
        : tenant.normalizedName;
      const rows = await db
        .select()
        .from(tenant)
        .where(where)
        .orderBy(descending ? desc(order) : asc(order), asc(tenant.id))
        .offset(skipCount)
        .limit(maxResultCount);
      const [total] = await db.select({ n: count() }).from(tenant).where(where);
      return { items: rows.map(tenantDto), totalCount: total?.n ?? 0 };
    });

    route(scope, getTenant, async (req) => {
      await allowed(req, P.tenants);
      return tenantDto(await findLiveTenant(db, req.params.id));
    });

    route(scope, createTenant, async (req) => {
      await allowed(req, P.tenantsCreate);
      return createTenantWithAdmin(db, req.body);
    });

    route(scope, updateTenant, async (req) => {
      await allowed(req, P.tenantsUpdate);
      const current = await findLiveTenant(db, req.params.id);
      const { concurrencyStamp } = req.body;
      if (concurrencyStamp && concurrencyStamp !== current.concurrencyStamp) {
        throw new ConflictError('The tenant was changed by someone else. Reload and try again.');
      }
      const name = req.body.name.trim();
      const normalizedName = normalizeTenantName(name);
      const [taken] = await db
        .select({ id: tenant.id })
        .from(tenant)
        .where(and(eq(tenant.normalizedName, normalizedName), ne(tenant.id, current.id)));
      if (taken) throw duplicateName(name);
      const [row] = await uniqueName(name, () =>
        db
          .update(tenant)
          .set({ name, normalizedName, concurrencyStamp: newStamp() })
          .where(
            and(eq(tenant.id, current.id), eq(tenant.concurrencyStamp, current.concurrencyStamp)),
          )
          .returning(),
      );
      if (!row)
        throw new ConflictError('The tenant was changed by someone else. Reload and try again.');
      return tenantDto(row);
    });

    // Soft delete: the tenant can no longer be named at sign-in (inactive, unknown to lookups)
    // and its users, accounts and data stay where they are, still apart from everyone else's.
    // Its users are signed out everywhere at once: a token issued before the delete must not
    // keep working until it expires. A replayed delete is done, not an error.
    route(scope, deleteTenant, async (req) => {
      await allowed(req, P.tenantsDelete);
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .update(tenant)
          .set({ isActive: false, deletedAt: new Date(), concurrencyStamp: newStamp() })
          .where(and(eq(tenant.id, req.params.id), isNull(tenant.deletedAt)))
          .returning({ id: tenant.id });
        if (!gone) return;
        const users = await tx
          .select({ id: appUser.id })
          .from(appUser)
          .where(eq(appUser.tenantId, gone.id));
        for (const user of users) await revokeUserTokens(tx, user.id);
      });
      return undefined;
    });
  });
}
