import { describe, expect, it } from 'vitest';
import { firstAdminPath } from './admin-link';

describe('the way into administration', () => {
  it('opens the first administration screen the user may open', () => {
    expect(firstAdminPath({}, true)).toBeNull();
    expect(firstAdminPath({ 'AbpIdentity.Users': true, 'AbpIdentity.Roles': true }, false)).toBe(
      '/identity/roles',
    );
    expect(firstAdminPath({ 'GoTrack.Requests.Manage': true }, false)).toBe(
      '/back-office/requests',
    );
  });

  it('skips tenant management while multi-tenancy is off', () => {
    const tenants = { 'AbpTenantManagement.Tenants': true };
    expect(firstAdminPath(tenants, false)).toBeNull();
    expect(firstAdminPath(tenants, true)).toBe('/tenant-management/tenants');
  });
});
