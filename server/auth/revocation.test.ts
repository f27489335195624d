import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CLIENT_ID, otpSignIn, recordingSms, tokenRequest } from '../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';

// Access tokens live 15 minutes and are checked without the database; these journeys prove that
// a revoked grant or a deleted user stops them at once (issue 11), while other sessions go on.

const OWNER = '+963944000001';
const sms = recordingSms();
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({
    deps: { sms: sms.gateway, otpLimits: { resendSeconds: 0, perPhonePerHour: 1e6 } },
    config: { otpIpHourlyLimit: 1e6 },
  });
});
afterAll(() => t.close());

const status = async (url: string, accessToken: string) =>
  (await t.app.inject({ url, headers: bearer(accessToken) })).statusCode;
const profile = (accessToken: string) => status('/api/app/mobileIdentityUser/profile', accessToken);
// Answers from the token's claims alone, without reading the user.
const accounts = (accessToken: string) => status('/api/app/trackAccount', accessToken);

const revoke = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/connect/revocat',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_id: CLIENT_ID,
      token,
      token_type_hint: 'refresh_token',
    }).toString(),
  });

const refresh = (refreshToken: string) =>
  tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });

describe('revoked sessions lose their access tokens at once', () => {
  it('sign-out (refresh token revoked) ends that session only', async () => {
    const phone = (await otpSignIn(t.app, sms, OWNER)).body;
    const laptop = (await otpSignIn(t.app, sms, OWNER)).body;
    expect(await profile(phone.access_token)).toBe(200);
    expect(await profile(laptop.access_token)).toBe(200);

    expect((await revoke(phone.refresh_token!)).statusCode).toBe(200);
    expect(await profile(phone.access_token)).toBe(401);
    // The same user's other device keeps its session.
    expect(await profile(laptop.access_token)).toBe(200);
  });

  it('a replayed refresh token stops every access token of the grant', async () => {
    const first = (await otpSignIn(t.app, sms, OWNER)).body;
    const second = (await refresh(first.refresh_token!)).body;
    expect(await profile(second.access_token)).toBe(200);

    // Someone else replays the stolen first refresh token: the whole grant is revoked.
    expect((await refresh(first.refresh_token!)).body.error).toBe('invalid_grant');
    expect(await profile(first.access_token)).toBe(401);
    expect(await profile(second.access_token)).toBe(401);
  });

  it('a deleted account is refused with the token it signed in with', async () => {
    const phone = '+963933000555';
    const tokens = (await otpSignIn(t.app, sms, phone)).body;
    expect(await accounts(tokens.access_token)).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/app/mobileIdentityUser',
      headers: bearer(tokens.access_token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await accounts(tokens.access_token)).toBe(401);
    expect(await profile(tokens.access_token)).toBe(401);
    expect((await refresh(tokens.refresh_token!)).body.error).toBe('invalid_grant');
  });

  it('a live session is not slowed or refused by the check', async () => {
    const { access_token } = (await otpSignIn(t.app, sms, OWNER)).body;
    const answers = await Promise.all(Array.from({ length: 20 }, () => profile(access_token)));
    expect(answers.every((s) => s === 200)).toBe(true);
  });
});
