import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { appUser, trackAccount } from '../../db/schema.ts';
import { bearer, tokenRequest } from '../../test/auth-helpers.ts';
import { BUSINESS, OWNER, trackingApp } from '../../test/tracking-helpers.ts';

type Ctx = Awaited<ReturnType<typeof trackingApp>>;
let ctx: Ctx;
let admin: Record<string, string>;
let owner: Record<string, string>;
const BASE = '/api/multi-tenancy/tenants';

beforeAll(async () => {
  ctx = await trackingApp({ config: { multiTenancy: true } });
  admin = bearer((await signIn('admin', 'Admin123!')).body.access_token);
  owner = await ctx.headersFor(OWNER, BUSINESS);
});
afterAll(() => ctx.t.close());

function signIn(username: string, password: string, tenant?: string) {
  return tokenRequest(
    ctx.t.app,
    { grant_type: 'password', username, password, scope: 'openid profile email roles' },
    tenant ? { __tenant: tenant } : {},
  );
}
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  payload?: object,
) => ctx.t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
const create = (name: string, password = 'Tenant123!') =>
  call('POST', BASE, admin, {
    name,
    adminEmailAddress: `admin@${name.length}.example`,
    adminPassword: password,
  });

describe('tenant management', () => {
  let id: string;
  let tenantAdmin: Record<string, string>;

  it('creates a tenant whose admin can sign in to it, and only to it', async () => {
    expect((await call('POST', BASE, {}, {})).statusCode).toBe(401);
    expect(
      (
        await call('POST', BASE, owner, {
          name: 'X',
          adminEmailAddress: 'a@b.example',
          adminPassword: 'Tenant123!',
        })
      ).statusCode,
    ).toBe(403);
    const res = await create('Acme');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Acme', extraProperties: {} });
    id = res.json().id;
    const signed = await signIn('admin', 'Tenant123!', 'acme');
    expect(signed.status).toBe(200);
    tenantAdmin = bearer(signed.body.access_token);
    expect((await signIn('admin', 'Tenant123!')).status).toBe(400);
  });

  it('lists, filters, reads and renames; other callers get 401/403/404', async () => {
    await create('Zeta Freight');
    const list = (q: string, who = admin) => call('GET', `${BASE}?${q}`, who);
    const all = (await list('maxResultCount=100&sorting=name desc')).json();
    expect(all.items.map((t: { name: string }) => t.name)).toEqual([
      'Zeta Freight',
      'demo',
      'Acme',
    ]);
    expect((await list('filter=zeta')).json()).toMatchObject({ totalCount: 1 });
    expect((await list('filter=%25')).json()).toMatchObject({ totalCount: 0 });
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', owner)).statusCode).toBe(403);
    expect((await list('', tenantAdmin)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${id}`, tenantAdmin)).statusCode).toBe(404);
    const got = (await call('GET', `${BASE}/${id}`, admin)).json();
    const renamed = await call('PUT', `${BASE}/${id}`, admin, {
      name: 'Acme Ltd',
      concurrencyStamp: got.concurrencyStamp,
    });
    expect(renamed.statusCode).toBe(200);
    // The old stamp again (a replay, or someone else's stale form): 409, nothing changed.
    const stale = await call('PUT', `${BASE}/${id}`, admin, {
      name: 'Acme 2',
      concurrencyStamp: got.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `${BASE}/${id}`, admin)).json().name).toBe('Acme Ltd');
    expect(
      (await call('GET', `${BASE}/00000000-0000-4000-8000-000000000000`, admin)).statusCode,
    ).toBe(404);
  });

  it('refuses duplicate names (any case), direction controls and weak passwords', async () => {
    const dup = await create('ZETA freight');
    expect(dup.statusCode).toBe(403);
    expect(dup.json().error.code).toBe('Volo.Abp.TenantManagement:DuplicateTenantName');
    expect((await create('Evil\u202Egnp')).statusCode).toBe(400);
    expect((await create('Ctrl\u0007')).statusCode).toBe(400);
    expect((await create('Weak', 'short')).statusCode).toBe(400);
    expect((await call('GET', `${BASE}?filter=weak`, admin)).json().totalCount).toBe(0);
  });

  it("a tenant's admin never sees the host's users, accounts or requests", async () => {
    const users = await call('GET', '/api/identity/users?maxResultCount=100', tenantAdmin);
    expect(users.statusCode).toBe(200);
    expect(users.json().items.map((u: { userName: string }) => u.userName)).toEqual(['admin']);
    const [hostAdmin] = await ctx.db.select().from(appUser).where(eq(appUser.userName, 'admin'));
    const hostAdminId = (await ctx.db.select().from(appUser)).find(
      (u) => u.userName === 'admin' && u.tenantId === null,
    )!.id;
    expect(hostAdmin).toBeDefined();
    expect((await call('GET', `/api/identity/users/${hostAdminId}`, tenantAdmin)).statusCode).toBe(
      404,
    );
    const roles = (await call('GET', '/api/identity/roles?maxResultCount=100', tenantAdmin)).json();
    expect(roles.items.map((r: { name: string }) => r.name)).toEqual(['admin']);
    expect((await call('GET', '/api/app/trackAccount', tenantAdmin)).json().totalCount).toBe(0);
    const [hostAccount] = await ctx.db
      .select()
      .from(trackAccount)
      .where(eq(trackAccount.name, BUSINESS));
    expect(
      (await call('GET', `/api/app/trackAccount/${hostAccount!.id}`, tenantAdmin)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/app/request', tenantAdmin)).json().totalCount).toBe(0);
    expect((await call('GET', '/api/app/vehicle', tenantAdmin)).statusCode).toBe(403);
  });

  it('a deleted tenant can no longer sign in and is gone from the list', async () => {
    expect((await call('DELETE', `${BASE}/${id}`, tenantAdmin)).statusCode).toBe(404);
    expect((await call('GET', '/api/app/request', tenantAdmin)).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/${id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `${BASE}/${id}`, admin)).statusCode).toBe(204);
    // Its users' tokens end with it, not when they expire; the host's own stay good.
    expect((await call('GET', '/api/app/request', tenantAdmin)).statusCode).toBe(401);
    expect((await call('GET', BASE, admin)).statusCode).toBe(200);
    const token = await ctx.t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', __tenant: 'Acme Ltd' },
      payload: 'grant_type=password&client_id=GoTrack_App&username=admin&password=Tenant123!',
    });
    expect(token.statusCode).toBe(404);
    expect(token.headers['abp-tenant-resolve-error']).toBe('Tenant not found!');
    expect((await call('GET', `${BASE}/${id}`, admin)).statusCode).toBe(404);
    const lookup = await call('GET', `/api/abp/multi-tenancy/tenants/by-name/acme%20ltd`, {});
    expect(lookup.json().success).toBe(false);
    // Its name stays taken: a new tenant of that name would look like the old one.
    expect((await create('Acme Ltd')).statusCode).toBe(403);
  });

  it('does not exist with multi-tenancy off', async () => {
    const single = await buildApp({
      config: { ...ctx.t.config, multiTenancy: false },
      db: ctx.db,
    });
    try {
      const res = await single.inject({ url: BASE, headers: admin });
      expect(res.statusCode).toBe(404);
    } finally {
      await single.close();
    }
  });
});
