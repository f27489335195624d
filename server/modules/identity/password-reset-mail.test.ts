import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FULL_SCOPE, tokenRequest } from '../../test/auth-helpers.ts';
import { fakeSmtpServer, type FakeSmtpServer } from '../../test/smtp-fake.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { hashPassword } from './passwords.ts';
import { createUser } from './users.ts';

// Issue 28: with SMTP_URL set, a password-reset link was still never mailed outside demo mode
// (the route only wrote it to the log in demo mode). It goes through the one mailer, in any mode,
// here to a fake SMTP server on 127.0.0.1 that nodemailer talks to over real SMTP.

let smtp: FakeSmtpServer;
let production: TestApp;
let demo: TestApp;

beforeAll(async () => {
  smtp = await fakeSmtpServer();
  production = await setupTestApp({ config: { smtpUrl: smtp.url, demo: false } });
  demo = await setupTestApp({ config: { smtpUrl: smtp.url, demo: true } });
});
afterAll(async () => {
  await production?.close();
  await demo?.close();
  await smtp.close();
});

async function requestReset(t: TestApp, email: string, language = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/send-password-reset-code',
    headers: { 'accept-language': language },
    payload: { email, appName: 'Angular' },
  });
  expect(res.statusCode).toBe(204);
}

/** The newest message to `to`, once the fake server has it. */
const mailTo = (to: string) =>
  vi.waitFor(
    () => {
      const found = smtp.received.findLast((m) => m.to.includes(to));
      if (!found) throw new Error(`no mail to ${to} yet`);
      return found;
    },
    { timeout: 5_000, interval: 50 },
  );

describe('password-reset e-mail', () => {
  it('is mailed over SMTP outside demo mode, and its link sets a new password', async () => {
    const t = production;
    await createUser(t.database.db, {
      tenantId: null,
      userName: 'rana',
      email: 'rana@example.com',
      passwordHash: await hashPassword('Forgotten-1'),
    });
    await requestReset(t, 'rana@example.com');
    const mail = await mailTo('rana@example.com');
    expect(mail.headers.subject).toMatch(/reset/i);
    const href = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    const link = new URL(href);
    expect(link.origin + link.pathname).toBe(`${t.config.publicUrl}/account/reset-password`);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/account/reset-password',
      payload: {
        userId: link.searchParams.get('userId'),
        resetToken: link.searchParams.get('resetToken'),
        password: 'Remembered-2',
      },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const signIn = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'rana',
      password: 'Remembered-2',
      scope: FULL_SCOPE,
    });
    expect(signIn.status).toBe(200);
  });

  it("is mailed in demo mode too when SMTP is configured, in the reader's language", async () => {
    const t = demo;
    await createUser(t.database.db, {
      tenantId: null,
      userName: 'huda',
      email: 'huda@example.com',
      passwordHash: await hashPassword('Forgotten-1'),
    });
    await requestReset(t, 'huda@example.com', 'ar');
    const mail = await mailTo('huda@example.com');
    expect(mail.text).toMatch(/[\u0600-\u06FF]/);
    expect(mail.text).toContain('/account/reset-password?userId=');
  });
});
