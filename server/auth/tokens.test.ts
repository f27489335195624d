import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { appUser, trackAccount } from '../db/schema.ts';
import {
  bearer,
  claimsOf,
  CLIENT_ID,
  FULL_SCOPE,
  otpSignIn,
  recordingSms,
  tokenRequest,
} from '../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';
import { atHash } from './at-hash.ts';

const OWNER = '+963944000001';
const OBSERVER = '+963944000002';
const sms = recordingSms();
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({
    deps: { sms: sms.gateway, otpLimits: { resendSeconds: 0, perPhonePerHour: 1e6 } },
    config: { otpIpHourlyLimit: 1e6 },
  });
});
afterAll(() => t.close());

const refresh = (refreshToken: string, headers: Record<string, string> = {}, app = t.app) =>
  tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken }, headers);

const accountId = async (name: string) =>
  (await t.database.db.select().from(trackAccount).where(eq(trackAccount.name, name)))[0]!.id;

describe('refresh tokens', () => {
  it('rotate: each refresh answers a new refresh token and a new JWT access token', async () => {
    const first = (await otpSignIn(t.app, sms, OWNER)).body;
    const second = await refresh(first.refresh_token!);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBeTruthy();
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const at = claimsOf(second.body.access_token);
    expect(at).toMatchObject({
      aud: 'GoTrack',
      phone_number: OWNER,
      sub: claimsOf(first.access_token).sub,
    });
    expect(claimsOf(second.body.id_token).at_hash).toBeTruthy();
    expect((await refresh(second.body.refresh_token!)).status).toBe(200);
  });

  it('a replayed refresh token revokes the whole grant', async () => {
    const first = (await otpSignIn(t.app, sms, OWNER)).body;
    const second = (await refresh(first.refresh_token!)).body;
    const replay = await refresh(first.refresh_token!);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    // The newer token belonged to the same grant: it is gone too.
    expect((await refresh(second.refresh_token!)).body.error).toBe('invalid_grant');
  });

  it('a revoked refresh token is refused', async () => {
    const { refresh_token } = (await otpSignIn(t.app, sms, OWNER)).body;
    const res = await t.app.inject({
      method: 'POST',
      url: '/connect/revocat',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: CLIENT_ID,
        token: refresh_token!,
        token_type_hint: 'refresh_token',
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(refresh_token!)).body.error).toBe('invalid_grant');
  });

  it('profile_requires_update follows the profile on the next refresh', async () => {
    const phone = '+963933000777';
    const first = (await otpSignIn(t.app, sms, phone)).body;
    expect(claimsOf(first.access_token).profile_requires_update).toBe(true);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/app/mobileIdentityUser/profile',
      headers: bearer(first.access_token),
      payload: { firstName: 'Omar', lastName: 'Nasser', email: 'omar@example.com' },
    });
    expect(put.statusCode).toBe(200);
    const next = (await refresh(first.refresh_token!)).body;
    expect(claimsOf(next.access_token).profile_requires_update).toBe(false);
    expect(claimsOf(next.id_token)).toMatchObject({ given_name: 'Omar', family_name: 'Nasser' });
  });

  it('TrackAccountId on refresh: claims for a member; refused without using up the token', async () => {
    const logistics = await accountId('Demo Logistics');
    const personal = await accountId("Sami's car");
    const observer = (await otpSignIn(t.app, sms, OBSERVER)).body;
    const refused = await refresh(observer.refresh_token!, { TrackAccountId: personal });
    expect(refused.status).toBe(400);
    expect(refused.body.error_description).toBe('You do not have access to this track account.');
    expect(refused.body).not.toHaveProperty('access_token');
    const ok = await refresh(observer.refresh_token!, { TrackAccountId: logistics });
    expect(ok.status).toBe(200);
    expect(claimsOf(ok.body.access_token)).toMatchObject({
      track_account_id: logistics,
      association_type: 'Observer',
    });
    // Without the header the next token is not scoped to an account.
    const plain = await refresh(ok.body.refresh_token!);
    expect(claimsOf(plain.body.access_token)).not.toHaveProperty('track_account_id');
  });
});

describe('userinfo', () => {
  it('answers the claims of the granted scopes for a valid token', async () => {
    const { access_token } = (await otpSignIn(t.app, sms, OWNER)).body;
    const res = await t.app.inject({ url: '/connect/userinfo', headers: bearer(access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sub: claimsOf(access_token).sub,
      given_name: 'Sami',
      family_name: 'Haddad',
      email: 'sami.haddad@example.com',
      phone_number: OWNER,
    });
    const narrow = (await otpSignIn(t.app, sms, OWNER, {}, 'openid phone')).body;
    const limited = (
      await t.app.inject({ url: '/connect/userinfo', headers: bearer(narrow.access_token) })
    ).json();
    expect(limited).toEqual({
      sub: claimsOf(access_token).sub,
      phone_number: OWNER,
      phone_number_verified: true,
    });
  });

  it('answers 401 with WWW-Authenticate for a missing or invalid token', async () => {
    const none = await t.app.inject({ url: '/connect/userinfo' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).toBe('');
    const bad = await t.app.inject({ url: '/connect/userinfo', headers: bearer('not.a.token') });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['www-authenticate']).toMatch(/invalid_token/);
  });
});

describe('persistence and deletion', () => {
  it('tokens stay valid after a restart on the same database', async () => {
    const tokens = (await otpSignIn(t.app, sms, OWNER)).body;
    const restarted = await buildApp({ config: t.config, db: t.database.db, sms: sms.gateway });
    try {
      const profile = await restarted.inject({
        url: '/api/app/mobileIdentityUser/profile',
        headers: bearer(tokens.access_token),
      });
      expect(profile.statusCode).toBe(200);
      const next = await refresh(tokens.refresh_token!, {}, restarted);
      expect(next.status).toBe(200);
      const jwks = (await restarted.inject({ url: '/.well-known/jwks' })).json();
      const original = (await t.app.inject({ url: '/.well-known/jwks' })).json();
      expect(jwks).toEqual(original);
    } finally {
      await restarted.close();
    }
  });

  it('deleting the account removes the personal data and revokes every token', async () => {
    const phone = '+963933000888';
    const tokens = (await otpSignIn(t.app, sms, phone)).body;
    const other = (await otpSignIn(t.app, sms, phone)).body;
    const userId = claimsOf(tokens.access_token).sub!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/app/mobileIdentityUser',
      headers: bearer(tokens.access_token),
    });
    expect(del.statusCode).toBe(204);
    expect((await refresh(tokens.refresh_token!)).body.error).toBe('invalid_grant');
    expect((await refresh(other.refresh_token!)).body.error).toBe('invalid_grant');
    const profile = await t.app.inject({
      url: '/api/app/mobileIdentityUser/profile',
      headers: bearer(tokens.access_token),
    });
    expect(profile.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.id, userId));
    expect(row).toMatchObject({ phoneNumber: null, firstName: null, email: null });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    // The same phone starts again as a new user.
    const again = (await otpSignIn(t.app, sms, phone)).body;
    expect(claimsOf(again.access_token).sub).not.toBe(userId);
    expect(claimsOf(again.access_token).profile_requires_update).toBe(true);
  });
});

describe('password grant', () => {
  it('signs the administrator in by user name or e-mail', async () => {
    for (const username of ['admin', 'ADMIN@example.com']) {
      const { status, body } = await tokenRequest(t.app, {
        grant_type: 'password',
        username,
        password: 'Admin123!',
        scope: FULL_SCOPE,
      });
      expect(status).toBe(200);
      expect(claimsOf(body.access_token)).toMatchObject({
        role: ['admin'],
        profile_requires_update: false,
      });
      expect(body.refresh_token).toBeTruthy();
      expect(claimsOf(body.id_token).at_hash).toBe(atHash(body.access_token));
    }
  });

  it('refuses a wrong password, an unknown user and a user without password alike', async () => {
    for (const [username, password] of [
      ['admin', 'wrong'],
      ['nobody', 'Admin123!'],
      ['+963944000001', ''],
    ]) {
      const { status, body } = await tokenRequest(t.app, {
        grant_type: 'password',
        username: username!,
        password: password!,
      });
      expect(status).toBe(400);
      expect(body).toEqual({
        error: 'invalid_grant',
        error_description: 'Invalid username or password!',
      });
    }
  });
});
