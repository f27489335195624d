import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { bearer, tokenRequest } from '../../test/auth-helpers.ts';
import { BUSINESS, OWNER, trackingApp } from '../../test/tracking-helpers.ts';
import { MAX_VEHICLES_FEATURE, RETENTION_FEATURE } from './definitions.ts';

type Ctx = Awaited<ReturnType<typeof trackingApp>>;
let ctx: Ctx;
let admin: Record<string, string>;
let owner: Record<string, string>;
let accountId: string;
const HOST = '/api/feature-management/features?providerName=T';

beforeAll(async () => {
  ctx = await trackingApp({ config: { multiTenancy: true } });
  const signIn = await tokenRequest(ctx.t.app, {
    grant_type: 'password',
    username: 'admin',
    password: 'Admin123!',
  });
  admin = bearer(signIn.body.access_token);
  owner = await ctx.headersFor(OWNER, BUSINESS);
  accountId = await ctx.accountId(BUSINESS);
});
afterAll(() => ctx.t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  payload?: object,
) => ctx.t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
const put = (features: { name: string; value: string }[], url = HOST) =>
  call('PUT', url, admin, { features });
const featuresOf = async (url = HOST) => {
  const res = await call('GET', url, admin);
  expect(res.statusCode).toBe(200);
  type Row = { name: string; value: string; provider: { name: string }; depth: number };
  const groups = res.json<{ groups: { features: Row[] }[] }>().groups;
  return new Map(groups[0]!.features.map((f) => [f.name, f]));
};

describe('host features', () => {
  it('anonymous 401, a user without the permission 403, the administrator 200', async () => {
    expect((await call('GET', HOST, {})).statusCode).toBe(401);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(method, HOST, owner, method === 'PUT' ? { features: [] } : undefined);
      expect(res.statusCode).toBe(403);
    }
    const list = await featuresOf();
    expect(list.get(FEATURES.notifications)).toMatchObject({
      value: 'true',
      provider: { name: 'D' },
      depth: 0,
    });
    expect(list.get(FEATURES.enteringZoneAlert)).toMatchObject({ depth: 1 });
  });

  it('stores values, shows them in the configuration, and resets them', async () => {
    expect((await put([{ name: MAX_VEHICLES_FEATURE, value: '25' }])).statusCode).toBe(204);
    expect((await featuresOf()).get(MAX_VEHICLES_FEATURE)).toMatchObject({
      value: '25',
      provider: { name: 'T' },
    });
    const config = await call('GET', '/api/abp/application-configuration', admin);
    expect(config.json().features.values[MAX_VEHICLES_FEATURE]).toBe('25');
    expect((await call('DELETE', HOST, admin)).statusCode).toBe(204);
    expect((await featuresOf()).get(MAX_VEHICLES_FEATURE)).toMatchObject({ value: '1000' });
  });

  it('refuses unknown names and invalid values, storing nothing of the list', async () => {
    for (const bad of [
      { name: 'GoTrack.Nope', value: 'true' },
      { name: MAX_VEHICLES_FEATURE, value: 'ten' },
      { name: MAX_VEHICLES_FEATURE, value: '0' },
      { name: RETENTION_FEATURE, value: '7' },
      { name: FEATURES.reports, value: 'yes' },
    ]) {
      const res = await put([{ name: FEATURES.reports, value: 'false' }, bad]);
      expect(res.statusCode).toBe(400);
    }
    expect((await featuresOf()).get(FEATURES.reports)).toMatchObject({ value: 'true' });
    expect((await call('GET', `${HOST.replace('=T', '=X')}`, admin)).statusCode).toBe(400);
  });

  it('a feature off at host level is off for every account, whatever its plan', async () => {
    const features = async () =>
      (await call('GET', `/api/app/trackAccount/${accountId}/features`, owner)).json<
        { name: string; value: string }[]
      >();
    const value = async (name: string) => (await features()).find((f) => f.name === name)?.value;
    expect(await value(FEATURES.groupManagement)).toBe('True');
    expect((await call('GET', '/api/app/vehicleGroup', owner)).statusCode).toBe(200);
    await put([
      { name: FEATURES.groupManagement, value: 'False' },
      { name: FEATURES.geographicAreaManagement, value: 'false' },
    ]);
    expect(await value(FEATURES.groupManagement)).toBe('False');
    // A child follows its parent off.
    expect(await value(FEATURES.enteringZoneAlert)).toBe('False');
    const refused = await call('GET', '/api/app/vehicleGroup', owner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('GoTrack:FeatureNotEnabled');
    await call('DELETE', HOST, admin);
    expect(await value(FEATURES.groupManagement)).toBe('True');
    expect((await call('GET', '/api/app/vehicleGroup', owner)).statusCode).toBe(200);
  });
});

describe('tenant features', () => {
  it('need an existing tenant and are a tenant-side switch over the host values', async () => {
    const created = await call('POST', '/api/multi-tenancy/tenants', admin, {
      name: 'Fleet Co',
      adminEmailAddress: 'boss@fleet.example',
      adminPassword: 'Fleet123!',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const url = `${HOST}&providerKey=${id}`;
    await put([{ name: MAX_VEHICLES_FEATURE, value: '40' }]);
    expect((await featuresOf(url)).get(MAX_VEHICLES_FEATURE)).toMatchObject({
      value: '40',
      provider: { name: 'D' },
    });
    expect((await put([{ name: MAX_VEHICLES_FEATURE, value: '5' }], url)).statusCode).toBe(204);
    expect((await featuresOf(url)).get(MAX_VEHICLES_FEATURE)).toMatchObject({ value: '5' });
    expect((await featuresOf()).get(MAX_VEHICLES_FEATURE)).toMatchObject({ value: '40' });
    const unknown = `${HOST}&providerKey=00000000-0000-4000-8000-000000000000`;
    expect((await call('GET', unknown, admin)).statusCode).toBe(404);
    expect((await call('GET', `${HOST}&providerKey=nope`, admin)).statusCode).toBe(404);
    expect((await call('GET', url, owner)).statusCode).toBe(403);

    // The tenant's own administrator manages neither its features nor the host's.
    const tenantAdmin = await tokenRequest(
      ctx.t.app,
      { grant_type: 'password', username: 'admin', password: 'Fleet123!' },
      { __tenant: 'Fleet Co' },
    );
    expect(tenantAdmin.status).toBe(200);
    const asTenant = bearer(tenantAdmin.body.access_token);
    expect((await call('GET', HOST, asTenant)).statusCode).toBe(403);
    expect((await call('GET', url, asTenant)).statusCode).toBe(403);
    const config = await call('GET', '/api/abp/application-configuration', asTenant);
    expect(config.json().features.values[MAX_VEHICLES_FEATURE]).toBe('5');
    await call('DELETE', HOST, admin);
  });
});
