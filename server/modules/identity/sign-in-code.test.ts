import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_GRANT_ERRORS } from '../../../src/api/contract/identity.ts';
import { appUser, signInFailure } from '../../db/schema.ts';
import {
  CLIENT_ID,
  claimsOf,
  FULL_SCOPE,
  otpSignIn,
  recordingSms,
} from '../../test/auth-helpers.ts';
import { recordingMail } from '../../test/recording-mail.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { ADDRESS_REFUSE_AFTER } from './lockout.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USER } from './seed.ts';
import { hashPassword } from './passwords.ts';
import { createUser } from './users.ts';

// Issue 28: a way in for a locked-out administrator. Whoever shares the administrator's address
// (or guesses from it) can still lock the password there; a code mailed to the administrator's
// proven address signs them in past both the lock and the address's refusal, and lifts the lock.

const mail = recordingMail();
const sms = recordingSms();
let t: TestApp;
const ADMIN_EMAIL = 'admin@example.com';

beforeAll(async () => {
  t = await setupTestApp({
    deps: {
      mailer: mail.mailer,
      sms: sms.gateway,
      emailCodeLimits: { resendSeconds: 0 },
      otpLimits: { resendSeconds: 0 },
    },
  });
});
afterAll(() => t.close());

async function token(form: Record<string, string>, remoteAddress: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: CLIENT_ID, scope: FULL_SCOPE, ...form }).toString(),
  });
  return { status: res.statusCode, body: res.json<Record<string, string>>() };
}
const password = (username: string, pw: string, address: string) =>
  token({ grant_type: 'password', username, password: pw }, address);

/** The code of the newest mail to `to`, once it is there (the answer does not wait for it). */
const mailedCode = (to: string, after: number) =>
  vi.waitFor(
    () => {
      if (!mail.sent.slice(after).some((m) => m.to === to)) throw new Error(`no mail to ${to}`);
      return mail.lastCode(to);
    },
    { timeout: 5000, interval: 20 },
  );

const sendCode = (userNameOrEmailAddress: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/send-sign-in-code',
    remoteAddress,
    payload: { userNameOrEmailAddress },
  });

describe('a sign-in code by e-mail, the way in past a password lock-out', () => {
  it('signs the locked-out administrator in at the locked address and lifts the lock there', async () => {
    const office = '10.5.0.1';
    for (let i = 0; i < 5; i++) await password(DEMO_ADMIN_USER, `wrong-${i}`, office);
    expect((await password(DEMO_ADMIN_USER, DEMO_ADMIN_PASSWORD, office)).body).toMatchObject({
      error_description: PASSWORD_GRANT_ERRORS.locked,
    });

    const before = mail.sent.length;
    expect((await sendCode(DEMO_ADMIN_USER, office)).statusCode).toBe(204);
    const code = await mailedCode(ADMIN_EMAIL, before);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.sent.at(-1)!.subject).toMatch(/sign-in code/i);

    // A wrong code is refused; the mailed one signs the administrator in.
    const wrong = await token(
      {
        grant_type: 'email_otp',
        username: DEMO_ADMIN_USER,
        otp: code === '000000' ? '1' : '000000',
      },
      office,
    );
    expect(wrong.status).toBe(400);
    const signedIn = await token(
      { grant_type: 'email_otp', username: DEMO_ADMIN_USER, otp: code },
      office,
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const [admin] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.userName, DEMO_ADMIN_USER));
    expect(claimsOf(signedIn.body.access_token).sub).toBe(admin!.id);
    // Used up; and the password works at that address again.
    expect(
      (await token({ grant_type: 'email_otp', username: DEMO_ADMIN_USER, otp: code }, office))
        .status,
    ).toBe(400);
    expect((await password(DEMO_ADMIN_USER, DEMO_ADMIN_PASSWORD, office)).status).toBe(200);
  });

  it('works from an address refused for too many failures, by user name or e-mail', async () => {
    const shared = '10.6.0.1';
    await t.database.db
      .insert(signInFailure)
      .values(Array.from({ length: ADDRESS_REFUSE_AFTER }, () => ({ clientIp: shared })));
    expect((await password(DEMO_ADMIN_USER, DEMO_ADMIN_PASSWORD, shared)).body).toMatchObject({
      error_description: PASSWORD_GRANT_ERRORS.throttled,
    });
    const before = mail.sent.length;
    expect((await sendCode(ADMIN_EMAIL.toUpperCase(), shared)).statusCode).toBe(204);
    const code = await mailedCode(ADMIN_EMAIL, before);
    const signedIn = await token(
      { grant_type: 'email_otp', username: ADMIN_EMAIL, otp: code },
      shared,
    );
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  });

  it('mails only a proven address of an active user, and answers alike for everyone', async () => {
    const unproven = await createUser(t.database.db, {
      tenantId: null,
      userName: 'typed-mail',
      email: 'typed@example.com',
      passwordHash: await hashPassword('Typed-pass1'),
    });
    const switchedOff = await createUser(t.database.db, {
      tenantId: null,
      userName: 'switched-off',
      email: 'off@example.com',
      emailVerified: true,
      isActive: false,
      passwordHash: await hashPassword('Switched-off1'),
    });
    const before = mail.sent.length;
    for (const login of ['nobody', unproven.userName, switchedOff.userName]) {
      const res = await sendCode(login, '10.7.0.1');
      expect(res.statusCode).toBe(204);
    }
    // A proven address asked for last: once its mail is there, it is the only one.
    await sendCode(DEMO_ADMIN_USER, '10.7.0.1');
    await mailedCode(ADMIN_EMAIL, before);
    expect(mail.sent.slice(before).map((m) => m.to)).toEqual([ADMIN_EMAIL]);
  });

  it("leaves the phone's own way in (a code by SMS) open to a locked-out user", async () => {
    const phone = '+963944000001';
    const address = '10.8.0.1';
    for (let i = 0; i < 5; i++) await password(phone, `wrong-${i}`, address);
    expect((await password(phone, 'anything', address)).body).toMatchObject({
      error_description: PASSWORD_GRANT_ERRORS.locked,
    });
    const res = await otpSignIn(t.app, sms, phone);
    expect(res.status).toBe(200);
  });
});
