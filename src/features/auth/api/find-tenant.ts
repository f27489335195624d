import { findTenantByName } from '../../../api/contract/identity.ts';
import { call } from '../../../api/http.ts';

/**
 * GET /api/abp/multi-tenancy/tenants/by-name/{name}. An unknown tenant answers 200 with
 * success false (abp-conventions §2); the caller shows its own message, so no toast here.
 */
export const findTenant = (name: string) =>
  call(findTenantByName, { params: { name }, silent: true });
