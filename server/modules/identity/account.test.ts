import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { myProfile } from '../../../src/api/contract/account.ts';
import { setting } from '../../db/schema.ts';
import { bearer, FULL_SCOPE, tokenRequest } from '../../test/auth-helpers.ts';
import { recordingMail } from '../../test/recording-mail.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';

// The reset link is read from a recording mailer (password-reset-mail.test.ts has real SMTP).
const mail = recordingMail();
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({ deps: { mailer: mail.mailer } });
});
afterAll(() => t.close());

const password = (username: string, pw: string) =>
  tokenRequest(t.app, { grant_type: 'password', username, password: pw, scope: FULL_SCOPE });

async function adminToken() {
  return (await password('admin', 'Admin123!')).body.access_token;
}

describe('account (password users)', () => {
  it('my-profile: read, update, stale concurrency stamp → 409', async () => {
    const auth = bearer(await adminToken());
    const profile = myProfile.parse(
      (await t.app.inject({ url: '/api/account/my-profile', headers: auth })).json(),
    );
    expect(profile).toMatchObject({ userName: 'admin', hasPassword: true, isExternal: false });
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/account/my-profile', headers: auth, payload: body });
    const base = {
      userName: 'admin',
      email: 'admin@example.com',
      name: 'Ada',
      surname: 'Admin',
      phoneNumber: profile.phoneNumber,
    };
    const updated = await put({ ...base, concurrencyStamp: profile.concurrencyStamp });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Ada', phoneNumber: profile.phoneNumber });
    expect((await put({ ...base, concurrencyStamp: profile.concurrencyStamp })).statusCode).toBe(
      409,
    );
    // A number, free or taken, is not the user's by typing it (takeover.test.ts has the flow).
    for (const phoneNumber of ['0944555666', '+963944000001']) {
      const typed = await put({ ...base, phoneNumber });
      expect(typed.statusCode).toBe(400);
      expect(typed.json().error.validationErrors[0].members).toEqual(['phoneNumber']);
    }
  });

  it('registers, changes and resets a password', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: {
        userName: 'rami',
        emailAddress: 'rami@example.com',
        password: 'Rami123!',
        appName: 'Angular',
      },
    });
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toMatchObject({
      userName: 'rami',
      email: 'rami@example.com',
      emailConfirmed: false,
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { userName: 'RAMI', emailAddress: 'x@example.com', password: 'Rami123!' },
    });
    expect(dup.json().error.message).toBe("Username 'RAMI' is already taken.");
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { userName: 'weak', emailAddress: 'w@example.com', password: 'abc' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.validationErrors[0].members).toEqual(['password']);

    const auth = bearer((await password('rami', 'Rami123!')).body.access_token);
    const change = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/my-profile/change-password',
        headers: auth,
        payload: body,
      });
    expect((await change({ currentPassword: 'wrong', newPassword: 'Rami456!' })).statusCode).toBe(
      403,
    );
    expect(
      (await change({ currentPassword: 'Rami123!', newPassword: 'Rami456!' })).statusCode,
    ).toBe(204);
    expect((await password('rami', 'Rami123!')).status).toBe(400);
    const old = await password('rami', 'Rami456!');
    expect(old.status).toBe(200);

    const send = await t.app.inject({
      method: 'POST',
      url: '/api/account/send-password-reset-code',
      payload: { email: 'rami@example.com', appName: 'Angular' },
    });
    expect(send.statusCode).toBe(204);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/account/send-password-reset-code',
      payload: { email: 'nobody@example.com', appName: 'Angular' },
    });
    expect(unknown.statusCode).toBe(204);
    const text = await vi.waitFor(() => mail.sent.find((m) => m.to === 'rami@example.com')!.text);
    expect(mail.sent.map((m) => m.to)).toEqual(['rami@example.com']);
    const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
    expect(link.pathname).toBe('/account/reset-password');
    const userId = link.searchParams.get('userId')!;
    const resetToken = link.searchParams.get('resetToken')!;
    const reset = (token: string, pw = 'Rami789!') =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/reset-password',
        payload: { userId, resetToken: token, password: pw },
      });
    expect((await reset('forged')).json().error.message).toBe('Invalid token.');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/verify-password-reset-token',
          payload: { userId, resetToken },
        })
      ).json(),
    ).toBe(true);
    expect((await reset(resetToken)).statusCode).toBe(204);
    expect((await reset(resetToken)).statusCode).toBe(403); // used up
    expect((await password('rami', 'Rami789!')).status).toBe(200);
    // Resetting signed the old sessions out.
    expect(
      (
        await tokenRequest(t.app, {
          grant_type: 'refresh_token',
          refresh_token: old.body.refresh_token!,
        })
      ).status,
    ).toBe(400);
  });

  it('register obeys Abp.Account.IsSelfRegistrationEnabled', async () => {
    const name = 'Abp.Account.IsSelfRegistrationEnabled';
    await t.database.db.insert(setting).values({ name, value: 'false', providerName: 'G' });
    // Registration is open again afterwards, whatever runs next.
    onTestFinished(() =>
      t.database.db
        .delete(setting)
        .where(eq(setting.name, name))
        .then(() => {}),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { userName: 'late', emailAddress: 'late@example.com', password: 'Late123!' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Self user registration is disabled!');
  });
});
