import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { tenant, trackAccount, userTrackAccountAssociation } from '../../db/schema.ts';
import {
  bearer,
  claimsOf,
  otpSignIn,
  recordingSms,
  requestCode,
  tokenRequest,
} from '../../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { createTenant } from './service.ts';

const PHONE = '+963944000001';
const sms = recordingSms();
let t: TestApp;
let demoId: string;
let otherId: string;

beforeAll(async () => {
  t = await setupTestApp({
    config: { multiTenancy: true, otpIpHourlyLimit: 1e6 },
    deps: { sms: sms.gateway, otpLimits: { resendSeconds: 0, perPhonePerHour: 1e6 } },
  });
  demoId = (await t.database.db.select().from(tenant).where(eq(tenant.name, 'demo')))[0]!.id;
  otherId = (await createTenant(t.database.db, 'Other')).id;
  await createTenant(t.database.db, 'Closed');
  await t.database.db.update(tenant).set({ isActive: false }).where(eq(tenant.name, 'Closed'));
});
afterAll(() => t.close());

const inTenant = (idOrName: string) => ({ __tenant: idOrName });
const appConfig = async (headers: Record<string, string>) =>
  (
    await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
      headers,
    })
  ).json();

describe('tenant lookup', () => {
  it('finds tenants by name (any case) and id; unknown ones are success false', async () => {
    const byName = (
      await t.app.inject({ url: '/api/abp/multi-tenancy/tenants/by-name/DEMO' })
    ).json();
    expect(byName).toEqual({
      success: true,
      tenantId: demoId,
      name: 'demo',
      normalizedName: 'DEMO',
      isActive: true,
    });
    const byId = (
      await t.app.inject({ url: `/api/abp/multi-tenancy/tenants/by-id/${otherId}` })
    ).json();
    expect(byId).toMatchObject({ success: true, name: 'Other' });
    const unknown = await t.app.inject({ url: '/api/abp/multi-tenancy/tenants/by-name/nope' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ success: false, tenantId: null });
  });
});

describe('the __tenant header', () => {
  it('selects the tenant by name or id', async () => {
    for (const key of ['demo', demoId]) {
      const body = await appConfig(inTenant(key));
      expect(body.currentTenant).toEqual({ id: demoId, name: 'demo', isAvailable: true });
      expect(body.multiTenancy.isEnabled).toBe(true);
    }
  });

  it('refuses unknown and inactive tenants with Abp-Tenant-Resolve-Error', async () => {
    for (const [key, message] of [
      ['nope', 'Tenant not found!'],
      ['Closed', 'Tenant not active!'],
    ]) {
      const res = await t.app.inject({
        url: '/api/abp/application-configuration',
        headers: inTenant(key!),
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['abp-tenant-resolve-error']).toBe(message);
      expect(res.body).toBe(message);
    }
    const token = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: inTenant('nope'),
    });
    expect(token.statusCode).toBe(404);
  });

  it('is ignored when multi-tenancy is off', async () => {
    const single = await buildApp({
      config: { ...t.config, multiTenancy: false },
      db: t.database.db,
      sms: sms.gateway,
    });
    try {
      const res = await single.inject({
        url: '/api/abp/application-configuration',
        headers: inTenant('nope'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().currentTenant.id).toBeNull();
    } finally {
      await single.close();
    }
  });
});

describe('isolation', () => {
  it('the same phone in two tenants is two users', async () => {
    const host = (await otpSignIn(t.app, sms, PHONE)).body;
    const demo = (await otpSignIn(t.app, sms, PHONE, inTenant('demo'))).body;
    expect(claimsOf(host.access_token)).not.toHaveProperty('tenantid');
    expect(claimsOf(demo.access_token)).toMatchObject({
      tenantid: demoId,
      profile_requires_update: true,
    });
    expect(claimsOf(demo.access_token).sub).not.toBe(claimsOf(host.access_token).sub);
    expect(claimsOf(demo.id_token).tenantid).toBe(demoId);
  });

  it('a code of one tenant does not sign in to another', async () => {
    const code = await requestCode(t.app, sms, '+963944777000', inTenant('demo'));
    const grant = (headers: Record<string, string>) =>
      tokenRequest(
        t.app,
        { grant_type: 'otp', phone_number: '+963944777000', otp: code, scope: 'openid' },
        headers,
      );
    expect((await grant({})).body.error).toBe('invalid_grant');
    expect((await grant(inTenant('Other'))).body.error).toBe('invalid_grant');
    expect((await grant(inTenant('demo'))).status).toBe(200);
  });

  it("the signed-in user's tenant wins over the header", async () => {
    const demo = (await otpSignIn(t.app, sms, PHONE, inTenant('demo'))).body;
    const body = await appConfig({ ...bearer(demo.access_token), ...inTenant('Other') });
    expect(body.currentUser).toMatchObject({ isAuthenticated: true, tenantId: demoId });
    expect(body.currentTenant.id).toBe(demoId);
    const host = (await otpSignIn(t.app, sms, PHONE)).body;
    expect(
      (await appConfig({ ...bearer(host.access_token), ...inTenant('demo') })).currentTenant.id,
    ).toBeNull();
  });

  it('track accounts and passwords stay in their tenant', async () => {
    const demo = (await otpSignIn(t.app, sms, PHONE, inTenant('demo'))).body;
    const [logistics] = await t.database.db
      .select()
      .from(trackAccount)
      .where(eq(trackAccount.name, 'Demo Logistics'));
    // Even a (corrupt) association across tenants grants nothing.
    await t.database.db.insert(userTrackAccountAssociation).values({
      userId: claimsOf(demo.access_token).sub!,
      trackAccountId: logistics!.id,
      associationType: 'Owner',
      invitationStatus: 'Accepted',
    });
    const refused = await tokenRequest(
      t.app,
      { grant_type: 'refresh_token', refresh_token: demo.refresh_token! },
      { TrackAccountId: logistics!.id },
    );
    expect(refused.body.error_description).toBe('You do not have access to this track account.');
    const admin = (headers: Record<string, string>) =>
      tokenRequest(
        t.app,
        { grant_type: 'password', username: 'admin', password: 'Admin123!' },
        headers,
      );
    expect((await admin({})).status).toBe(200);
    expect((await admin(inTenant('demo'))).status).toBe(400);
  });
});
