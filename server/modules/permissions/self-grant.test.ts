import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../src/api/contract/permissions.ts';
import { adminApp, PASSWORD, type AdminApp } from '../identity-admin/testing.ts';

// Issue 28: a delegated administrator granted themself every permission through their own user,
// widened their own role, and stripped the static admin role. The rule (README, "Administration"):
// nobody grants what they do not hold, changes the grants of a provider they belong to (their own
// user, a role they are in), touches the static admin role, or edits a user or role that holds
// more than they do. Checked on the host and in a tenant alike.

let h: AdminApp;
beforeAll(async () => {
  h = await adminApp();
});
afterAll(() => h.t.close());

const URL = '/api/permission-management/permissions';
const of = (providerName: 'R' | 'U', key: string) =>
  `${URL}?providerName=${providerName}&providerKey=${encodeURIComponent(key)}`;
const grant = (...names: string[]) => ({
  permissions: names.map((name) => ({ name, isGranted: true })),
});
const revoke = (...names: string[]) => ({
  permissions: names.map((name) => ({ name, isGranted: false })),
});

/** One side (host or a tenant) with its administrator, two delegates and a bystander. */
async function side(tenant: 'host' | 'tenant') {
  const admin = tenant === 'host' ? h.as.admin : h.as.otherAdmin;
  const tenantHeader: Record<string, string> =
    tenant === 'host' ? {} : { __tenant: h.otherTenantId };
  const user = async (userName: string, roleNames: string[] = []) => {
    const res = await h.call('POST', '/api/identity/users', admin, {
      userName,
      email: `${userName}@example.com`,
      password: PASSWORD,
      roleNames,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const put = async (url: string, body: unknown, who = admin) =>
    (await h.call('PUT', url, who, body)).statusCode;
  await h.call('POST', '/api/identity/roles', admin, { name: 'Delegates' });
  await h.call('POST', '/api/identity/roles', admin, { name: 'Clerks' });
  expect(
    await put(
      of('R', 'Delegates'),
      grant(PERMISSIONS.roles, PERMISSIONS.rolesManagePermissions, PERMISSIONS.users),
    ),
  ).toBe(204);
  const delegateId = await user(`${tenant}-delegate`);
  expect(
    await put(of('U', delegateId), grant(PERMISSIONS.users, PERMISSIONS.usersManagePermissions)),
  ).toBe(204);
  await user(`${tenant}-role-member`, ['Delegates']);
  const bystanderId = await user(`${tenant}-bystander`);
  const signIn = async (name: string) => (await h.signIn(name, PASSWORD, tenantHeader))!;
  const policies = async (who: Record<string, string>) =>
    (
      await h.call(
        'GET',
        '/api/abp/application-configuration?includeLocalizationResources=false',
        who,
      )
    ).json().auth.grantedPolicies as Record<string, boolean>;
  return {
    admin,
    put,
    policies,
    delegateId,
    bystanderId,
    delegate: await signIn(`${tenant}-delegate`),
    member: await signIn(`${tenant}-role-member`),
  };
}

describe.each(['host', 'tenant'] as const)('on the %s side', (tenant) => {
  let s: Awaited<ReturnType<typeof side>>;
  beforeAll(async () => {
    s = await side(tenant);
  });

  it('a user who manages user permissions cannot grant themself anything', async () => {
    const before = await s.policies(s.delegate);
    const everything = Object.values(PERMISSIONS);
    expect(await s.put(of('U', s.delegateId), grant(...everything), s.delegate)).toBe(
      tenant === 'host' ? 403 : 400,
    );
    expect(await s.put(of('U', s.delegateId), grant(PERMISSIONS.roles), s.delegate)).toBe(403);
    // Not even what they already hold: their own grants are someone else's to change.
    expect(await s.put(of('U', s.delegateId), revoke(PERMISSIONS.users), s.delegate)).toBe(403);
    expect(await s.policies(s.delegate)).toEqual(before);
    expect((await h.call('GET', '/api/identity/roles', s.delegate)).statusCode).toBe(403);
  });

  it('nor grant another user a permission they do not hold, only one they hold', async () => {
    expect(await s.put(of('U', s.bystanderId), grant(PERMISSIONS.roles), s.delegate)).toBe(403);
    expect(await s.put(of('U', s.bystanderId), grant(PERMISSIONS.users), s.delegate)).toBe(204);
    const bystander = (await h.call('GET', of('U', s.bystanderId), s.admin)).json();
    const names = bystander.groups
      .flatMap((g: { permissions: { name: string; isGranted: boolean }[] }) => g.permissions)
      .filter((p: { isGranted: boolean }) => p.isGranted)
      .map((p: { name: string }) => p.name);
    expect(names).toEqual([PERMISSIONS.users]);
  });

  it('nor change a user who holds more than they do (the administrator)', async () => {
    const config = await h.call('GET', '/api/abp/application-configuration', s.admin);
    const adminId = config.json().currentUser.id as string;
    expect(await s.put(of('U', adminId), revoke(PERMISSIONS.users), s.delegate)).toBe(403);
  });

  it('a role member who manages role permissions cannot widen their own role', async () => {
    const before = await s.policies(s.member);
    expect(await s.put(of('R', 'Delegates'), grant(PERMISSIONS.usersDelete), s.member)).toBe(403);
    // Not even taking away what it has: a role one is in is someone else's to change.
    expect(await s.put(of('R', 'delegates'), revoke(PERMISSIONS.users), s.member)).toBe(403);
    expect(await s.policies(s.member)).toEqual(before);
  });

  it('nor change the static admin role, whoever asks', async () => {
    const adminPolicies = await s.policies(s.admin);
    expect(await s.put(of('R', 'admin'), revoke(PERMISSIONS.users), s.member)).toBe(403);
    expect(await s.put(of('R', 'admin'), revoke(PERMISSIONS.usersDelete), s.admin)).toBe(403);
    expect(await s.policies(s.admin)).toEqual(adminPolicies);
  });

  it('but may give another role what they hold, not more', async () => {
    expect(await s.put(of('R', 'Clerks'), grant(PERMISSIONS.roles), s.member)).toBe(204);
    expect(await s.put(of('R', 'Clerks'), grant(PERMISSIONS.usersDelete), s.member)).toBe(403);
    expect(await s.put(of('R', 'Clerks'), revoke(PERMISSIONS.roles), s.member)).toBe(204);
  });
});
