import { REQUEST_ADVANCE_POLICY } from '../../../src/api/contract/requests.ts';

/**
 * Role → granted policies (spec part 1 §6). A fixed map until permission management arrives;
 * policies not listed are simply not granted.
 */
export const ADMIN_ROLE = 'admin';

const ROLE_POLICIES: Record<string, readonly string[]> = {
  [ADMIN_ROLE]: [
    'AbpIdentity.Roles',
    'AbpIdentity.Users',
    'AbpTenantManagement.Tenants',
    'FeatureManagement.ManageHostFeatures',
    // The back office: moves requests through their stages (POST /api/app/request/{id}/advance).
    REQUEST_ADVANCE_POLICY,
  ],
};

export function grantedPolicies(roles: readonly string[]): Record<string, boolean> {
  const granted: Record<string, boolean> = {};
  for (const role of roles) {
    for (const policy of ROLE_POLICIES[role] ?? []) granted[policy] = true;
  }
  return granted;
}
