import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, identityRole, permissionGrant } from '../../db/schema.ts';
import { adminApp, checkMatrix, type AdminApp } from './testing.ts';

let h: AdminApp;
let hostAdminRoleId: string;

beforeAll(async () => {
  h = await adminApp();
  const [admin] = await h.db
    .select()
    .from(identityRole)
    .where(and(isNull(identityRole.tenantId), eq(identityRole.name, 'admin')));
  hostAdminRoleId = admin!.id;
});
afterAll(() => h.t.close());

const ROLES = '/api/identity/roles';
const create = (name: string, extra = {}) =>
  h.call('POST', ROLES, h.as.admin, { name, isDefault: false, isPublic: true, ...extra });

describe('who may use the role endpoints', () => {
  it('answers 401 / 403 / the tenant-scoped answer / OK', async () => {
    const made = (await create('Matrix')).json();
    const id = () => made.id;
    const rows = [
      { method: 'GET', url: () => `${ROLES}?maxResultCount=5`, admin: 200, otherAdmin: 200 },
      { method: 'GET', url: () => `${ROLES}/all`, admin: 200, otherAdmin: 200 },
      { method: 'GET', url: () => `${ROLES}/${id()}`, admin: 200, otherAdmin: 404 },
      {
        method: 'PUT',
        url: () => `${ROLES}/${id()}`,
        body: () => ({ name: 'Matrix', isDefault: false, isPublic: false }),
        admin: 200,
        otherAdmin: 404,
      },
      {
        method: 'POST',
        url: () => ROLES,
        body: () => ({ name: `M${Math.random()}` }),
        admin: 200,
        otherAdmin: 200,
      },
      { method: 'DELETE', url: () => `${ROLES}/${id()}`, admin: 204, otherAdmin: 404 },
    ] as const;
    for (const row of rows) await checkMatrix(h, row);
  });

  it("lists only the caller's tenant's roles", async () => {
    const host = (await h.call('GET', `${ROLES}/all`, h.as.admin)).json().items;
    const other = (await h.call('GET', `${ROLES}/all`, h.as.otherAdmin)).json().items;
    const ids = (list: { id: string }[]) => list.map((r) => r.id);
    expect(ids(host)).toContain(hostAdminRoleId);
    expect(ids(other).filter((id) => ids(host).includes(id))).toEqual([]);
    expect(other.map((r: { name: string }) => r.name)).toContain('admin');
  });
});

describe('roles', () => {
  it('creates with ABP’s shape; names are unique per tenant, any case', async () => {
    const res = await create('Dispatchers');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Dispatchers',
      isDefault: false,
      isStatic: false,
      isPublic: true,
      extraProperties: {},
    });
    const again = await create('DISPATCHERS');
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe("Role name 'DISPATCHERS' is already taken.");
    // Another tenant may have a role of that name.
    const elsewhere = await h.call('POST', ROLES, h.as.otherAdmin, { name: 'Dispatchers' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses names with direction overrides or control characters', async () => {
    expect((await create('adm\u202Enimda')).statusCode).toBe(400);
    expect((await create('bad\u0007name')).statusCode).toBe(400);
    expect((await create('   ')).statusCode).toBe(400);
  });

  it('filters, sorts and pages', async () => {
    await create('Zeta viewers');
    await create('Alpha viewers');
    const page = await h.call(
      'GET',
      `${ROLES}?filter=VIEWERS&sorting=name%20desc&maxResultCount=1`,
      h.as.admin,
    );
    expect(page.json()).toMatchObject({ totalCount: 2, items: [{ name: 'Zeta viewers' }] });
    const bad = await h.call('GET', `${ROLES}?sorting=password%20asc`, h.as.admin);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to rename or delete the static admin role', async () => {
    const role = (await h.call('GET', `${ROLES}/${hostAdminRoleId}`, h.as.admin)).json();
    expect(role).toMatchObject({ name: 'admin', isStatic: true });
    const rename = await h.call('PUT', `${ROLES}/${role.id}`, h.as.admin, {
      name: 'boss',
      concurrencyStamp: role.concurrencyStamp,
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().error.code).toBe('Volo.Abp.Identity:010005');
    const del = await h.call('DELETE', `${ROLES}/${role.id}`, h.as.admin);
    expect(del.statusCode).toBe(403);
    expect(del.json().error.code).toBe('Volo.Abp.Identity:010006');
    // Its flags may still change.
    const flags = await h.call('PUT', `${ROLES}/${role.id}`, h.as.admin, {
      name: 'admin',
      isPublic: true,
      concurrencyStamp: role.concurrencyStamp,
    });
    expect(flags.statusCode).toBe(200);
  });

  it('answers 409 to a stale concurrency stamp (a second submit of the same edit)', async () => {
    const role = (await create('Stamped')).json();
    const edit = { name: 'Stamped 2', concurrencyStamp: role.concurrencyStamp };
    expect((await h.call('PUT', `${ROLES}/${role.id}`, h.as.admin, edit)).statusCode).toBe(200);
    const replay = await h.call('PUT', `${ROLES}/${role.id}`, h.as.admin, edit);
    expect(replay.statusCode).toBe(409);
  });

  it('renaming keeps its users and grants; deleting takes both away', async () => {
    const role = (await create('Night shift')).json();
    await h.db
      .update(appUser)
      .set({ roles: ['Night shift'] })
      .where(eq(appUser.id, h.plainUser.id));
    await h.call(
      'PUT',
      '/api/permission-management/permissions?providerName=R&providerKey=Night%20shift',
      h.as.admin,
      { permissions: [{ name: 'AbpIdentity.Users', isGranted: true }] },
    );
    const renamed = await h.call('PUT', `${ROLES}/${role.id}`, h.as.admin, {
      name: 'Day shift',
      concurrencyStamp: role.concurrencyStamp,
    });
    expect(renamed.statusCode).toBe(200);
    const users = await h.call('GET', '/api/identity/users?maxResultCount=1', h.as.plain);
    expect(users.statusCode).toBe(200);
    const [row] = await h.db.select().from(appUser).where(eq(appUser.id, h.plainUser.id));
    expect(row!.roles).toEqual(['Day shift']);

    expect((await h.call('DELETE', `${ROLES}/${role.id}`, h.as.admin)).statusCode).toBe(204);
    const [after] = await h.db.select().from(appUser).where(eq(appUser.id, h.plainUser.id));
    expect(after!.roles).toEqual([]);
    const grants = await h.db
      .select()
      .from(permissionGrant)
      .where(eq(permissionGrant.providerKey, 'Day shift'));
    expect(grants).toEqual([]);
    expect((await h.call('GET', '/api/identity/users', h.as.plain)).statusCode).toBe(403);
    expect((await h.call('DELETE', `${ROLES}/${role.id}`, h.as.admin)).statusCode).toBe(404);
  });
});
