import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, otpSignIn, recordingSms, tokenRequest } from '../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';

// A stolen refresh token used at the same moment as its owner's (through one server process or
// two behind a load balancer): both requests read it unused. One rotation only, and the reuse
// revokes the grant, as a late replay does.

const sms = recordingSms();
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ deps: { sms: sms.gateway } });
});
afterAll(() => t.close());

const refresh = (token: string) =>
  tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: token });
const profile = async (token: string) =>
  (await t.app.inject({ url: '/api/app/mobileIdentityUser/profile', headers: bearer(token) }))
    .statusCode;

it('rotates a refresh token once when it is used four times at once, and revokes the grant', async () => {
  const first = (await otpSignIn(t.app, sms, '+963944000001')).body;
  // Four at once: two alone did not always overlap.
  const answers = await Promise.all([1, 2, 3, 4].map(() => refresh(first.refresh_token!)));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
  expect(answers.find((a) => a.status === 400)!.body.error).toBe('invalid_grant');
  const winner = answers.find((a) => a.status === 200)!.body;
  expect((await refresh(winner.refresh_token!)).body.error).toBe('invalid_grant');
  expect(await profile(winner.access_token)).toBe(401);
});
