import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, otpCode, trackAccount } from '../db/schema.ts';
import { buildApp } from '../app.ts';
import {
  claimsOf,
  CLIENT_ID,
  otpSignIn,
  recordingSms,
  requestCode,
  tokenRequest,
} from '../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';
import { atHash } from './at-hash.ts';

const OWNER = '+963944000001';
const OBSERVER = '+963944000002';
const sms = recordingSms();
let t: TestApp;

beforeAll(async () => {
  // Limits off here; the limits have their own app below.
  t = await setupTestApp({
    deps: { sms: sms.gateway, otpLimits: { resendSeconds: 0, perPhonePerHour: 1e6 } },
    config: { otpIpHourlyLimit: 1e6 },
  });
});
afterAll(() => t.close());

const otpGrant = (phone: string, otp: string, headers: Record<string, string> = {}) =>
  tokenRequest(
    t.app,
    { grant_type: 'otp', phone_number: phone, otp, scope: 'openid offline_access profile phone' },
    headers,
  );

const accountId = async (name: string) =>
  (await t.database.db.select().from(trackAccount).where(eq(trackAccount.name, name)))[0]!.id;

describe('otp grant', () => {
  it('issues access, id and refresh tokens; the id token verifies against the served JWKS', async () => {
    const { status, body } = await otpSignIn(t.app, sms, '0944000001');
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.refresh_token).toBeTruthy();

    const at = claimsOf(body.access_token);
    expect(at).toMatchObject({
      iss: t.config.issuer,
      aud: 'GoTrack',
      client_id: CLIENT_ID,
      phone_number: OWNER,
      profile_requires_update: false,
      role: [],
    });
    expect(at.exp! - at.iat!).toBe(900);
    expect(at).not.toHaveProperty('track_account_id');

    const jwks = (await t.app.inject({ url: '/.well-known/jwks' })).json();
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(body.id_token!, createLocalJWKSet(jwks), {
      issuer: t.config.issuer,
      audience: CLIENT_ID,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe(at.sub);
    expect(payload.at_hash).toBe(atHash(body.access_token));
    expect(payload).toMatchObject({
      given_name: 'Sami',
      family_name: 'Haddad',
      phone_number: OWNER,
    });
    // The access token verifies with the same keys.
    await jwtVerify(body.access_token, createLocalJWKSet(jwks), { audience: 'GoTrack' });
  });

  it('creates a new user on first sign-in, who must complete the profile', async () => {
    const { body } = await otpSignIn(t.app, sms, '+963955123456');
    expect(claimsOf(body.access_token).profile_requires_update).toBe(true);
    const rows = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.phoneNumber, '+963955123456'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(claimsOf(body.access_token).sub);
  });

  it('refuses a wrong code with a message the client can show', async () => {
    await requestCode(t.app, sms, OBSERVER);
    const { status, body } = await otpGrant(OBSERVER, '000000');
    expect(status).toBe(400);
    expect(body).toEqual({
      error: 'invalid_grant',
      error_description: 'The one-time code is not valid or has expired.',
    });
  });

  it('refuses an expired code', async () => {
    const code = await requestCode(t.app, sms, OBSERVER);
    await t.database.db
      .update(otpCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCode.phoneNumber, OBSERVER));
    const { status, body } = await otpGrant(OBSERVER, code);
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_grant');
  });

  it('uses a code once; a newer code replaces the older one', async () => {
    const first = await requestCode(t.app, sms, OBSERVER);
    const second = await requestCode(t.app, sms, OBSERVER);
    if (first !== second) expect((await otpGrant(OBSERVER, first)).status).toBe(400);
    expect((await otpGrant(OBSERVER, second)).status).toBe(200);
    expect((await otpGrant(OBSERVER, second)).body.error).toBe('invalid_grant');
  });

  it('locks the code after five wrong tries', async () => {
    const code = await requestCode(t.app, sms, OBSERVER);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) {
      expect((await otpGrant(OBSERVER, wrong)).body.error_description).toMatch(/not valid/);
    }
    expect((await otpGrant(OBSERVER, wrong)).body.error_description).toMatch(
      /Too many wrong codes/,
    );
    expect((await otpGrant(OBSERVER, code)).status).toBe(400);
    // A new code works again.
    expect((await otpGrant(OBSERVER, await requestCode(t.app, sms, OBSERVER))).status).toBe(200);
  });

  it('rejects invalid phone numbers', async () => {
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/app/otp/sendOtp',
      payload: { phone: '12ab' },
    });
    expect(send.statusCode).toBe(400);
    expect(send.json().error.validationErrors[0].members).toEqual(['phone']);
    const { status, body } = await otpGrant('12ab', '123456');
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_request');
  });

  it('puts the track account into the token for a member, refuses others', async () => {
    const logistics = await accountId('Demo Logistics');
    const personal = await accountId("Sami's car");
    const owner = await otpSignIn(t.app, sms, OWNER, { TrackAccountId: logistics });
    expect(claimsOf(owner.body.access_token)).toMatchObject({
      track_account_id: logistics,
      association_type: 'Owner',
    });
    const observer = await otpSignIn(t.app, sms, OBSERVER, { TrackAccountId: logistics });
    expect(claimsOf(observer.body.access_token).association_type).toBe('Observer');

    const refused = await otpSignIn(t.app, sms, OBSERVER, { TrackAccountId: personal });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'invalid_grant',
      error_description: 'You do not have access to this track account.',
    });
    const unknown = await otpSignIn(t.app, sms, OWNER, { TrackAccountId: 'not-a-guid' });
    expect(unknown.status).toBe(400);
  });
});

describe('sending codes', () => {
  it('sendOtpDev answers the code as text in demo mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/otp/sendOtpDev',
      payload: { msisdn: '0944000002' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^\d{6}$/);
    expect((await otpGrant(OBSERVER, res.body)).status).toBe(200);
  });

  it('limits sends per phone (30 s, 5 an hour) and per client address', async () => {
    const limited = await buildApp({
      config: { ...t.config, otpIpHourlyLimit: 3 },
      db: t.database.db,
      sms: sms.gateway,
    });
    const send = (phone: string, ip = '10.0.0.1') =>
      limited.inject({
        method: 'POST',
        url: '/api/app/otp/sendOtp',
        payload: { phone },
        remoteAddress: ip,
      });
    const age = (phone: string, seconds: number) =>
      t.database.db
        .update(otpCode)
        .set({ createdAt: new Date(Date.now() - seconds * 1000) })
        .where(eq(otpCode.phoneNumber, phone));
    try {
      const phone = '+963966000001';
      expect((await send(phone)).statusCode).toBe(204);
      const again = await send(phone, '10.0.0.2');
      expect(again.statusCode).toBe(403);
      expect(again.headers['_abperrorformat']).toBe('true');
      expect(again.json().error.message).toMatch(
        /^Please wait (29|30) seconds before asking for a new code\.$/,
      );
      for (let i = 0; i < 4; i++) {
        await age(phone, 40);
        expect((await send(phone, `10.0.1.${i}`)).statusCode).toBe(204);
      }
      await age(phone, 40);
      expect((await send(phone, '10.0.2.1')).json().error.message).toBe(
        'Too many codes were requested for this number. Try again later.',
      );
      // Per address: three an hour from 10.0.9.9, whatever the numbers.
      for (const n of ['2', '3', '4'])
        expect((await send(`+96396600000${n}`, '10.0.9.9')).statusCode).toBe(204);
      const fromIp = await send('+963966000005', '10.0.9.9');
      expect(fromIp.statusCode).toBe(403);
      expect(fromIp.json().error.message).toMatch(/from your network/);
    } finally {
      await limited.close();
    }
  });

  it('sendOtpDev does not exist outside demo mode', async () => {
    const production = await buildApp({
      config: { ...t.config, demo: false },
      db: t.database.db,
      sms: sms.gateway,
    });
    try {
      const res = await production.inject({
        method: 'POST',
        url: '/api/app/otp/sendOtpDev',
        payload: { msisdn: OWNER },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBeTruthy();
      expect(
        (
          await production.inject({
            method: 'POST',
            url: '/api/app/otp/sendOtp',
            payload: { phone: '+963966000099' },
          })
        ).statusCode,
      ).toBe(204);
    } finally {
      await production.close();
    }
  });
});
