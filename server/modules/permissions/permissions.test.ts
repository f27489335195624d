import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionListResult } from '../../../src/api/contract/permissions.ts';
import { seedDatabase } from '../../db/seed.ts';
import { identityRole, permissionGrant } from '../../db/schema.ts';
import { DEMO_ADMIN_PASSWORD } from '../identity/seed.ts';
import { adminApp, checkMatrix, type AdminApp } from '../identity-admin/testing.ts';

let h: AdminApp;

beforeAll(async () => {
  h = await adminApp();
  await h.call('POST', '/api/identity/roles', h.as.admin, { name: 'Host role' });
});
afterAll(() => h.t.close());

const URL = '/api/permission-management/permissions';
const of = (providerName: string, providerKey: string) =>
  `${URL}?providerName=${providerName}&providerKey=${encodeURIComponent(providerKey)}`;
const put = (url: string, permissions: { name: string; isGranted: boolean }[], who = h.as.admin) =>
  h.call('PUT', url, who, { permissions });
const granted = async (headers: Record<string, string>) =>
  (
    await h.call(
      'GET',
      '/api/abp/application-configuration?includeLocalizationResources=false',
      headers,
    )
  ).json().auth.grantedPolicies;

describe('who may read and change permissions', () => {
  it('answers 401 / 403 / 404 for another tenant / OK, for roles and users', async () => {
    const body = () => ({ permissions: [] });
    const rows = [
      { method: 'GET', url: () => of('R', 'Host role'), admin: 200, otherAdmin: 404 },
      { method: 'PUT', url: () => of('R', 'Host role'), body, admin: 204, otherAdmin: 404 },
      { method: 'GET', url: () => of('U', h.plainUser.id), admin: 200, otherAdmin: 404 },
      { method: 'PUT', url: () => of('U', h.plainUser.id), body, admin: 204, otherAdmin: 404 },
      { method: 'GET', url: () => of('R', 'admin'), admin: 200, otherAdmin: 200 },
    ] as const;
    for (const row of rows) await checkMatrix(h, row);
    expect((await h.call('GET', of('U', 'not-an-id'), h.as.admin)).statusCode).toBe(404);
    expect((await h.call('GET', of('C', 'x'), h.as.admin)).statusCode).toBe(400);
  });
});

describe('permission management', () => {
  it("lists ABP's groups with who grants each permission, in the caller's language", async () => {
    const res = await h.call('GET', of('R', 'admin'), { ...h.as.admin, 'accept-language': 'ar' });
    const body = permissionListResult.parse(res.json());
    expect(body.entityDisplayName).toBe('admin');
    expect(body.groups.map((g) => g.name)).toEqual([
      'AbpIdentity',
      'AbpTenantManagement',
      'FeatureManagement',
      'SettingManagement',
      'GoTrack',
    ]);
    const create = body.groups[0]!.permissions.find((p) => p.name === PERMISSIONS.rolesCreate);
    expect(create).toMatchObject({
      displayName: 'إنشاء',
      parentName: PERMISSIONS.roles,
      isGranted: true,
      grantedProviders: [{ providerName: 'R', providerKey: 'admin' }],
    });
  });

  it('a tenant sees no host-only permissions and cannot grant them', async () => {
    const body = (await h.call('GET', of('R', 'admin'), h.as.otherAdmin)).json();
    expect(body.groups.map((g: { name: string }) => g.name)).toEqual(['AbpIdentity', 'GoTrack']);
    const res = await put(
      of('R', 'admin'),
      [{ name: PERMISSIONS.tenants, isGranted: true }],
      h.as.otherAdmin,
    );
    expect(res.statusCode).toBe(400);
  });

  it('refuses unknown permission names and stores nothing of that request', async () => {
    const res = await put(of('R', 'Host role'), [
      { name: PERMISSIONS.users, isGranted: true },
      { name: 'AbpIdentity.Everything', isGranted: true },
    ]);
    expect(res.statusCode).toBe(400);
    const rows = await h.db
      .select()
      .from(permissionGrant)
      .where(eq(permissionGrant.providerKey, 'Host role'));
    expect(rows).toEqual([]);
  });

  it('a grant or revoke shows in the very next application-configuration read', async () => {
    expect(await granted(h.as.plain)).toEqual({});
    await put(of('U', h.plainUser.id), [{ name: PERMISSIONS.users, isGranted: true }]);
    expect(await granted(h.as.plain)).toEqual({ [PERMISSIONS.users]: true });
    await put(of('U', h.plainUser.id), [{ name: PERMISSIONS.users, isGranted: false }]);
    expect(await granted(h.as.plain)).toEqual({});
  });

  it("a user's view includes what their roles grant", async () => {
    await put(of('R', 'Host role'), [{ name: PERMISSIONS.requestsManage, isGranted: true }]);
    await h.call('PUT', `/api/identity/users/${h.plainUser.id}/roles`, h.as.admin, {
      roleNames: ['Host role'],
    });
    const body = permissionListResult.parse(
      (await h.call('GET', of('U', h.plainUser.id), h.as.admin)).json(),
    );
    const manage = body.groups
      .flatMap((g) => g.permissions)
      .find((p) => p.name === PERMISSIONS.requestsManage);
    expect(manage).toMatchObject({
      isGranted: true,
      grantedProviders: [{ providerName: 'R', providerKey: 'Host role' }],
    });
    expect(await granted(h.as.plain)).toEqual({ [PERMISSIONS.requestsManage]: true });
    await h.call('PUT', `/api/identity/users/${h.plainUser.id}/roles`, h.as.admin, {
      roleNames: [],
    });
  });

  it('a user given AbpIdentity.Users only can list users but not roles', async () => {
    await put(of('U', h.plainUser.id), [{ name: PERMISSIONS.users, isGranted: true }]);
    expect((await h.call('GET', '/api/identity/users', h.as.plain)).statusCode).toBe(200);
    expect((await h.call('GET', '/api/identity/roles', h.as.plain)).statusCode).toBe(403);
    const create = await h.call('POST', '/api/identity/users', h.as.plain, {
      userName: 'sneaky',
      password: 'Secret123!',
    });
    expect(create.statusCode).toBe(403);
    // Nor may they hand themselves more.
    const self = await put(
      of('U', h.plainUser.id),
      [{ name: PERMISSIONS.roles, isGranted: true }],
      h.as.plain,
    );
    expect(self.statusCode).toBe(403);
    await put(of('U', h.plainUser.id), [{ name: PERMISSIONS.users, isGranted: false }]);
  });

  it('an administrator cannot revoke their own way to manage permissions', async () => {
    const res = await put(of('R', 'admin'), [
      { name: PERMISSIONS.rolesManagePermissions, isGranted: false },
    ]);
    expect(res.statusCode).toBe(403);
    expect((await granted(h.as.admin))[PERMISSIONS.rolesManagePermissions]).toBe(true);
  });
});

describe('databases from before stored grants', () => {
  it('give the existing admin role every permission on the next start', async () => {
    const hostAdmin = and(isNull(identityRole.tenantId), eq(identityRole.name, 'admin'));
    await h.db.delete(permissionGrant).where(isNull(permissionGrant.tenantId));
    await h.db.delete(identityRole).where(hostAdmin);
    expect(await granted(h.as.admin)).toEqual({});
    await seedDatabase(h.db, { demo: true, adminPassword: DEMO_ADMIN_PASSWORD });
    expect(await granted(h.as.admin)).toEqual(
      Object.fromEntries(Object.values(PERMISSIONS).map((name) => [name, true])),
    );
    const [role] = await h.db.select().from(identityRole).where(hostAdmin);
    expect(role).toMatchObject({ isStatic: true });
  });
});
