import { createServer, type AddressInfo } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { bearer, tokenRequest } from '../../test/auth-helpers.ts';
import { fakeSmtpServer, type FakeSmtpServer } from '../../test/smtp-fake.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN_PASSWORD } from '../identity/seed.ts';
import { TEST_EMAIL_MESSAGES } from './messages.ts';

// ABP's "send a test e-mail" of the settings screen, through the server's real mailer: the fake
// SMTP server on 127.0.0.1, none at all, and one that refuses connections.

const URL = '/api/setting-management/emailing/send-test-email';
const MAIL = { targetEmailAddress: 'ops@example.com', subject: 'Does mail work?' };

async function appWith(config: Partial<Config>) {
  const t = await setupTestApp({ config });
  const signIn = await tokenRequest(t.app, {
    grant_type: 'password',
    username: 'admin',
    password: DEMO_ADMIN_PASSWORD,
  });
  const admin = bearer(signIn.body.access_token);
  const send = (payload: object = MAIL, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: URL, headers: { ...admin, ...headers }, payload });
  return { t, admin, send };
}

/** A loopback port nobody listens on: the connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

describe('send a test e-mail', () => {
  let smtp: FakeSmtpServer;
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    smtp = await fakeSmtpServer();
    app = await appWith({ smtpUrl: smtp.url, mailFrom: 'GoTrack <ops@gotrack.example>' });
  });
  afterAll(async () => {
    await app.t.close();
    await smtp.close();
  });

  it('sends it through SMTP from MAIL_FROM, whatever sender the caller names', async () => {
    const res = await app.send({
      ...MAIL,
      senderEmailAddress: 'ceo@bank.example',
      body: 'Hello from the settings screen.',
    });
    expect(res.statusCode).toBe(204);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'ops@gotrack.example', to: ['ops@example.com'] });
    expect(mail!.headers.subject).toBe('Does mail work?');
    expect(mail!.text).toContain('Hello from the settings screen.');
  });

  it('refuses a bad address, and anonymous callers', async () => {
    const bad = await app.send({ ...MAIL, targetEmailAddress: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['targetEmailAddress']);
    const anonymous = await app.t.app.inject({ method: 'POST', url: URL, payload: MAIL });
    expect(anonymous.statusCode).toBe(401);
  });

  it('sends at most five a minute for one administrator', async () => {
    // One went out above; four more may.
    for (let i = 0; i < 4; i++) expect((await app.send()).statusCode).toBe(204);
    const refused = await app.send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(smtp.received).toHaveLength(5);
  });
});

describe('a test e-mail that cannot go', () => {
  it('says no mail server is configured outside demo mode, in the caller’s language', async () => {
    const app = await appWith({ smtpUrl: null, demo: false });
    try {
      const res = await app.send();
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(TEST_EMAIL_MESSAGES.noSmtp);
      const ar = await app.send(MAIL, { 'accept-language': 'ar' });
      expect(ar.json().error.message).toContain('لم يُضبط خادم بريد (SMTP_URL)');
      const config = await app.t.app.inject({ url: '/api/abp/application-configuration' });
      expect(config.json().setting.values['GoTrack.Mailing.Available']).toBe('False');
    } finally {
      await app.t.close();
    }
  });

  it('tells the administrator what the mail server said when it cannot be reached', async () => {
    const app = await appWith({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const res = await app.send();
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(
        /^The test e-mail could not be sent: .*ECONNREFUSED/,
      );
    } finally {
      await app.t.close();
    }
  });
});
