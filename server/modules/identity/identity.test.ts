import { eq } from 'drizzle-orm';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationConfiguration } from '../../../src/api/contract/abp.ts';
import { mobileProfile } from '../../../src/api/contract/identity.ts';
import { PERMISSIONS } from '../../../src/api/contract/permissions.ts';
import type { SigningJwk } from '../../auth/secrets.ts';
import { authSecret } from '../../db/schema.ts';
import {
  bearer,
  claimsOf,
  FULL_SCOPE,
  otpSignIn,
  recordingSms,
  tokenRequest,
} from '../../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';

const sms = recordingSms();
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({
    deps: { sms: sms.gateway, otpLimits: { resendSeconds: 0, perPhonePerHour: 1e6 } },
    config: { otpIpHourlyLimit: 1e6 },
  });
});
afterAll(() => t.close());

/** A token like ours, signed with our key, but expired a minute ago. */
async function expiredCopy(accessToken: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(authSecret)
    .where(eq(authSecret.name, 'auth.signing-keys'));
  const [jwk] = JSON.parse(row!.value) as SigningJwk[];
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claimsOf(accessToken), iat: now - 960, exp: now - 60 })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk!.kid })
    .sign(await importJWK(jwk!, 'RS256'));
}

const password = (username: string, pw: string) =>
  tokenRequest(t.app, { grant_type: 'password', username, password: pw, scope: FULL_SCOPE });

async function adminToken() {
  return (await password('admin', 'Admin123!')).body.access_token;
}

describe('mobile identity user', () => {
  const endpoints = [
    ['GET', '/api/app/mobileIdentityUser/profile'],
    ['PUT', '/api/app/mobileIdentityUser/profile'],
    ['PUT', '/api/app/mobileIdentityUser/email'],
    ['GET', '/api/app/mobileIdentityUser/locale'],
    ['POST', '/api/app/mobileIdentityUser/setLocale'],
    ['DELETE', '/api/app/mobileIdentityUser'],
    ['GET', '/api/account/my-profile'],
    ['POST', '/api/account/my-profile/change-password'],
  ] as const;

  it('every endpoint answers an empty 401 with WWW-Authenticate without a valid token', async () => {
    for (const [method, url] of endpoints) {
      const none = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(none.statusCode, url).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer');
      expect(none.headers['_abperrorformat']).toBeUndefined();
    }
    const bad = await t.app.inject({
      url: endpoints[0][1],
      headers: bearer('eyJhbGciOiJub25lIn0.e30.'),
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('reads and updates the profile; a changed e-mail is unverified again', async () => {
    const { access_token } = (await otpSignIn(t.app, sms, '+963944000001')).body;
    const auth = bearer(access_token);
    const get = await t.app.inject({ url: '/api/app/mobileIdentityUser/profile', headers: auth });
    expect(mobileProfile.parse(get.json())).toEqual({
      firstName: 'Sami',
      lastName: 'Haddad',
      email: 'sami.haddad@example.com',
      isVerified: true,
      phoneNumber: '+963944000001',
      hasProfilePicture: false,
    });
    const same = await t.app.inject({
      method: 'PUT',
      url: '/api/app/mobileIdentityUser/profile',
      headers: auth,
      payload: { firstName: ' Sami ', lastName: 'Haddad', email: 'sami.haddad@example.com' },
    });
    expect(same.json()).toMatchObject({ firstName: 'Sami', isVerified: true });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/app/mobileIdentityUser/profile',
      headers: auth,
      payload: { firstName: '', lastName: 'x', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json().error.validationErrors.flatMap((e: { members: string[] }) => e.members),
    ).toEqual(['firstName', 'email']);
    const email = await t.app.inject({
      method: 'PUT',
      url: '/api/app/mobileIdentityUser/email',
      headers: auth,
      payload: { email: 'sami@example.org' },
    });
    expect(email.json()).toMatchObject({ email: 'sami@example.org', isVerified: false });
  });

  it('keeps the language', async () => {
    const auth = bearer((await otpSignIn(t.app, sms, '+963944000002')).body.access_token);
    const get = (lang?: string) =>
      t.app.inject({
        url: '/api/app/mobileIdentityUser/locale',
        headers: { ...auth, ...(lang && { 'accept-language': lang }) },
      });
    expect((await get('ar')).json()).toEqual({ language: 'ar' });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/app/mobileIdentityUser/setLocale',
      headers: auth,
      payload: { language: 'ar' },
    });
    expect(set.statusCode).toBe(204);
    expect((await get('en')).json()).toEqual({ language: 'ar' });
  });
});

describe('application configuration', () => {
  const config = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false',
      headers,
    });
    expect(res.statusCode).toBe(200);
    return applicationConfiguration.parse(res.json());
  };

  it('shows the signed-in user; an invalid or expired token is simply anonymous', async () => {
    const { access_token } = (await otpSignIn(t.app, sms, '+963944000002')).body;
    const body = await config(bearer(access_token));
    expect(body.currentUser).toMatchObject({
      isAuthenticated: true,
      userName: '+963944000002',
      name: 'Lina',
      surName: 'Khoury',
      phoneNumber: '+963944000002',
      phoneNumberVerified: true,
      roles: [],
    });
    expect(body.auth.grantedPolicies).toEqual({});
    const anonymous = await config(bearer(`${access_token.slice(0, -4)}AAAA`));
    expect(anonymous.currentUser.isAuthenticated).toBe(false);
    const expired = await expiredCopy(access_token);
    expect((await config(bearer(expired))).currentUser.isAuthenticated).toBe(false);
    const profile = await t.app.inject({
      url: '/api/app/mobileIdentityUser/profile',
      headers: bearer(expired),
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it("grants the administrator's policies", async () => {
    const body = await config(bearer(await adminToken()));
    expect(body.currentUser).toMatchObject({
      isAuthenticated: true,
      userName: 'admin',
      roles: ['admin'],
    });
    // The static admin role holds every permission (permissions/seed.ts).
    expect(body.auth.grantedPolicies).toEqual(
      Object.fromEntries(Object.values(PERMISSIONS).map((name) => [name, true])),
    );
    expect(body.setting.values['Abp.Account.IsSelfRegistrationEnabled']).toBe('true');
  });
});
