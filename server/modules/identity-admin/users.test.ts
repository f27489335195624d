import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityUserDto } from '../../../src/api/contract/identity-admin.ts';
import { otpSignIn } from '../../test/auth-helpers.ts';
import { PASSWORD, adminApp, checkMatrix, type AdminApp } from './testing.ts';

let h: AdminApp;
let adminId: string;

beforeAll(async () => {
  h = await adminApp();
  const me = await h.call('GET', '/api/identity/users?filter=admin@example.com', h.as.admin);
  adminId = me.json().items[0].id;
});
afterAll(() => h.t.close());

const USERS = '/api/identity/users';
let n = 0;
const newUser = (extra: Record<string, unknown> = {}) => ({
  userName: `driver${++n}`,
  name: 'Rami',
  surname: `Driver ${n}`,
  email: `driver${n}@example.com`,
  password: PASSWORD,
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}) => {
  const res = await h.call('POST', USERS, h.as.admin, newUser(extra));
  expect(res.statusCode, res.body).toBe(200);
  return identityUserDto.parse(res.json());
};

describe('who may use the user endpoints', () => {
  it('answers 401 / 403 / 404 for another tenant / OK', async () => {
    const u = await create();
    const del = await create();
    const rows = [
      { method: 'GET', url: () => USERS, admin: 200, otherAdmin: 200 },
      { method: 'GET', url: () => `${USERS}/${u.id}`, admin: 200, otherAdmin: 404 },
      { method: 'GET', url: () => `${USERS}/assignable-roles`, admin: 200, otherAdmin: 200 },
      { method: 'GET', url: () => `${USERS}/${u.id}/roles`, admin: 200, otherAdmin: 404 },
      {
        method: 'PUT',
        url: () => `${USERS}/${u.id}/roles`,
        body: () => ({ roleNames: [] }),
        admin: 204,
        otherAdmin: 404,
      },
      {
        method: 'PUT',
        url: () => `${USERS}/${u.id}`,
        body: () => ({ userName: u.userName, email: u.email }),
        admin: 200,
        otherAdmin: 404,
      },
      { method: 'POST', url: () => USERS, body: () => newUser(), admin: 200, otherAdmin: 200 },
      {
        method: 'PUT',
        url: () => `${USERS}/${u.id}/lock/2099-01-01T00:00:00Z`,
        admin: 204,
        otherAdmin: 404,
      },
      { method: 'PUT', url: () => `${USERS}/${u.id}/unlock`, admin: 204, otherAdmin: 404 },
      { method: 'DELETE', url: () => `${USERS}/${del.id}`, admin: 204, otherAdmin: 404 },
    ] as const;
    for (const row of rows) await checkMatrix(h, row);
  });

  it("never lists another tenant's users", async () => {
    const other = (await h.call('GET', `${USERS}?maxResultCount=1000`, h.as.otherAdmin)).json();
    const tenants = new Set(other.items.map((u: { tenantId: string }) => u.tenantId));
    expect([...tenants]).toEqual([h.otherTenantId]);
    expect(other.items.map((u: { userName: string }) => u.userName)).not.toContain('plain');
  });
});

describe('users', () => {
  it('creates a user with a password who can sign in; ABP’s DTO shape', async () => {
    const u = await create({ phoneNumber: '0944 123 456', lockoutEnabled: true });
    expect(u).toMatchObject({
      tenantId: null,
      phoneNumber: '+963944123456',
      isActive: true,
      lockoutEnd: null,
      accessFailedCount: 0,
      emailConfirmed: false,
    });
    expect(await h.signIn(u.userName, PASSWORD)).not.toBeNull();
  });

  it('refuses weak passwords, taken names and bidi characters', async () => {
    const weak = await h.call('POST', USERS, h.as.admin, newUser({ password: 'abc' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.validationErrors[0].members).toEqual(['password']);
    const taken = await h.call('POST', USERS, h.as.admin, newUser({ userName: 'PLAIN' }));
    expect(taken.statusCode).toBe(403);
    expect(taken.json().error.message).toBe("Username 'PLAIN' is already taken.");
    const bidi = await h.call('POST', USERS, h.as.admin, newUser({ name: 'Ra\u202Emi' }));
    expect(bidi.statusCode).toBe(400);
    const phone = await h.call('POST', USERS, h.as.admin, newUser({ phoneNumber: '12' }));
    expect(phone.statusCode).toBe(400);
  });

  it('filters on name, surname, e-mail and phone; sorts; pages', async () => {
    await create({ surname: 'Filterable', phoneNumber: '+963944777001' });
    const byPhone = (await h.call('GET', `${USERS}?filter=944777001`, h.as.admin)).json();
    expect(byPhone.items.map((u: { surname: string }) => u.surname)).toEqual(['Filterable']);
    const sorted = (
      await h.call('GET', `${USERS}?sorting=userName%20desc&maxResultCount=2`, h.as.admin)
    ).json();
    expect(sorted.items).toHaveLength(2);
    expect(sorted.totalCount).toBeGreaterThan(2);
    expect(sorted.items[0].userName >= sorted.items[1].userName).toBe(true);
  });

  it('updates with a password set by the administrator; a stale stamp is 409', async () => {
    const u = await create();
    const edit = {
      userName: u.userName,
      email: u.email,
      name: 'Renamed',
      password: 'Changed123!',
      concurrencyStamp: u.concurrencyStamp,
    };
    const res = await h.call('PUT', `${USERS}/${u.id}`, h.as.admin, edit);
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Renamed');
    expect(await h.signIn(u.userName, 'Changed123!')).not.toBeNull();
    expect(await h.signIn(u.userName, PASSWORD)).toBeNull();
    expect((await h.call('PUT', `${USERS}/${u.id}`, h.as.admin, edit)).statusCode).toBe(409);
  });

  it('locks (cannot sign in, lock state shown) and unlocks', async () => {
    const u = await create();
    await h.call('PUT', `${USERS}/${u.id}/lock/2099-01-01T00:00:00Z`, h.as.admin);
    const locked = (await h.call('GET', `${USERS}/${u.id}`, h.as.admin)).json();
    expect(locked.lockoutEnd).toBe('2099-01-01T00:00:00.000Z');
    expect(await h.signIn(u.userName, PASSWORD)).toBeNull();
    await h.call('PUT', `${USERS}/${u.id}/unlock`, h.as.admin);
    expect((await h.call('GET', `${USERS}/${u.id}`, h.as.admin)).json()).toMatchObject({
      lockoutEnd: null,
      accessFailedCount: 0,
    });
    expect(await h.signIn(u.userName, PASSWORD)).not.toBeNull();
  });

  it("an administrator's lock stops code sign-in too; wrong passwords' lock does not", async () => {
    const phone = '+963944555001';
    const u = await create({ phoneNumber: phone });
    const byCode = async () => (await otpSignIn(h.t.app, h.sms, phone)).status;
    for (let i = 0; i < 5; i++) expect(await h.signIn(u.userName, 'Wrong123!')).toBeNull();
    expect(await h.signIn(u.userName, PASSWORD)).toBeNull();
    expect(await byCode()).toBe(200);
    await h.call('PUT', `${USERS}/${u.id}/lock/2099-01-01T00:00:00Z`, h.as.admin);
    expect(await byCode()).toBe(400);
    await h.call('PUT', `${USERS}/${u.id}/unlock`, h.as.admin);
    expect(await byCode()).toBe(200);
  });

  it('a deactivated user cannot sign in', async () => {
    const u = await create({ isActive: false });
    expect(await h.signIn(u.userName, PASSWORD)).toBeNull();
  });

  it('soft-deletes: gone from lists, cannot sign in, a second delete is 404', async () => {
    const u = await create();
    expect((await h.call('DELETE', `${USERS}/${u.id}`, h.as.admin)).statusCode).toBe(204);
    expect((await h.call('GET', `${USERS}/${u.id}`, h.as.admin)).statusCode).toBe(404);
    expect(await h.signIn(u.userName, PASSWORD)).toBeNull();
    expect((await h.call('DELETE', `${USERS}/${u.id}`, h.as.admin)).statusCode).toBe(404);
  });

  it('gives and reads roles; unknown role names are refused', async () => {
    await h.call('POST', '/api/identity/roles', h.as.admin, { name: 'Drivers' });
    const u = await create({ roleNames: ['drivers'] });
    const roles = (await h.call('GET', `${USERS}/${u.id}/roles`, h.as.admin)).json();
    expect(roles.items.map((r: { name: string }) => r.name)).toEqual(['Drivers']);
    const bad = await h.call('PUT', `${USERS}/${u.id}/roles`, h.as.admin, { roleNames: ['ghost'] });
    expect(bad.statusCode).toBe(403);
  });

  it('gives new users the default roles when none are named', async () => {
    await h.call('POST', '/api/identity/roles', h.as.admin, { name: 'Everyone', isDefault: true });
    const u = await create();
    const roles = (await h.call('GET', `${USERS}/${u.id}/roles`, h.as.admin)).json();
    expect(roles.items.map((r: { name: string }) => r.name)).toContain('Everyone');
  });
});

describe('an administrator cannot lock themself out', () => {
  it('refuses to delete, lock or deactivate themself', async () => {
    const del = await h.call('DELETE', `${USERS}/${adminId}`, h.as.admin);
    expect(del.statusCode).toBe(403);
    expect(del.json().error.code).toBe('Volo.Abp.Identity:010001');
    const lock = await h.call('PUT', `${USERS}/${adminId}/lock/2099-01-01T00:00:00Z`, h.as.admin);
    expect(lock.statusCode).toBe(403);
    const me = (await h.call('GET', `${USERS}/${adminId}`, h.as.admin)).json();
    const off = await h.call('PUT', `${USERS}/${adminId}`, h.as.admin, { ...me, isActive: false });
    expect(off.statusCode).toBe(403);
  });

  it('refuses to take the admin role off themself', async () => {
    const res = await h.call('PUT', `${USERS}/${adminId}/roles`, h.as.admin, { roleNames: [] });
    expect(res.statusCode).toBe(403);
    const roles = (await h.call('GET', `${USERS}/${adminId}/roles`, h.as.admin)).json();
    expect(roles.items.map((r: { name: string }) => r.name)).toEqual(['admin']);
  });
});

describe('no privilege escalation through other accounts', () => {
  it('a user manager cannot take over a stronger user nor hand out a stronger role', async () => {
    const weak = await create();
    const grant = (names: string[]) =>
      h.call(
        'PUT',
        `/api/permission-management/permissions?providerName=U&providerKey=${h.plainUser.id}`,
        h.as.admin,
        { permissions: names.map((name) => ({ name, isGranted: true })) },
      );
    await grant(['AbpIdentity.Users', 'AbpIdentity.Users.Update', 'AbpIdentity.Users.ManageRoles']);
    const admin = (await h.call('GET', `${USERS}/${adminId}`, h.as.plain)).json();
    const takeover = await h.call('PUT', `${USERS}/${adminId}`, h.as.plain, {
      ...admin,
      password: 'Takeover123!',
    });
    expect(takeover.statusCode).toBe(403);
    expect(await h.signIn('admin', 'Takeover123!')).toBeNull();
    const lock = await h.call('PUT', `${USERS}/${adminId}/lock/2099-01-01T00:00:00Z`, h.as.plain);
    expect(lock.statusCode).toBe(403);
    const selfAdmin = await h.call('PUT', `${USERS}/${h.plainUser.id}/roles`, h.as.plain, {
      roleNames: ['admin'],
    });
    expect(selfAdmin.statusCode).toBe(403);
    // A user with no more than the manager's permissions may be edited.
    const edit = await h.call('PUT', `${USERS}/${weak.id}`, h.as.plain, {
      userName: weak.userName,
      email: weak.email,
      name: 'Edited',
    });
    expect(edit.statusCode).toBe(200);
  });
});
