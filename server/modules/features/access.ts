import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '../../../src/api/contract/permissions.ts';
import type { Db } from '../../db/client.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { requirePolicy } from '../permissions/check.ts';
import { findTenantById } from '../tenants/service.ts';
import type { FeatureOwner } from './store.ts';

/**
 * Whose features a call is about, once the caller may manage them (ABP's provider policies):
 * no key = the host level (FeatureManagement.ManageHostFeatures); a key = that tenant
 * (AbpTenantManagement.Tenants.ManageFeatures), which must exist — an unknown, deleted or
 * malformed id is 404, and with multi-tenancy off there are no tenants to name.
 * Both are host-side: a tenant's own users are refused whatever their roles.
 */
export async function featureOwnerFor(
  db: Db,
  req: FastifyRequest,
  providerKey: string | undefined,
  multiTenancy: boolean,
): Promise<FeatureOwner> {
  const key = providerKey?.trim() || null;
  const policy = key ? PERMISSIONS.tenantsManageFeatures : PERMISSIONS.manageHostFeatures;
  const user = await requirePolicy(db, req, policy);
  if (user.tenantId !== null) {
    throw new BusinessError('You are not allowed to do this.', {
      code: 'Volo.Authorization:010001',
    });
  }
  if (key === null) return null;
  const found = multiTenancy ? await findTenantById(db, key) : null;
  if (!found) throw new NotFoundError();
  return found.id;
}
