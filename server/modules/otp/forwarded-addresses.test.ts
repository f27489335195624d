import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { CLIENT_ID, FULL_SCOPE, recordingSms } from '../../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';

// Behind TLS (an https PUBLIC_URL) the per-address code limit must still hold: a client that
// writes its own X-Forwarded-For is only believed as far as TRUST_PROXY says.

const sms = recordingSms();
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({ deps: { sms: sms.gateway } });
});
afterAll(() => t.close());

async function appWith(trustProxy: Config['trustProxy']) {
  const config: Config = {
    ...t.config,
    publicUrl: 'https://gt.example.com',
    issuer: 'https://gt.example.com',
    otpIpHourlyLimit: 2,
    otpResendSeconds: 0,
    otpPhoneHourlyLimit: 1000,
    trustProxy,
  };
  return buildApp({ config, db: t.database.db, sms: sms.gateway });
}

let phoneCounter = 0;
const sendFrom = (
  app: Awaited<ReturnType<typeof appWith>>,
  remoteAddress: string,
  forwardedFor?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/app/otp/sendOtp',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { phone: `+9639670${String(++phoneCounter).padStart(5, '0')}` },
  });

describe('client addresses behind a proxy', () => {
  it('ignores X-Forwarded-For by default, so rotating it does not get past the limit', async () => {
    const app = await appWith(false);
    try {
      const statuses = [];
      for (const fake of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        statuses.push((await sendFrom(app, '10.1.0.1', fake)).statusCode);
      }
      expect(statuses).toEqual([204, 204, 403]);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY=1 uses the address the one trusted proxy saw (the last hop)', async () => {
    const app = await appWith(1);
    try {
      // The proxy appends the address it saw; whatever the client wrote before it is not trusted.
      const statuses = [];
      for (const fake of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        statuses.push((await sendFrom(app, '10.1.0.2', `${fake}, 203.0.113.7`)).statusCode);
      }
      expect(statuses).toEqual([204, 204, 403]);
      // Another client behind the same proxy has its own allowance.
      const other = await sendFrom(app, '10.1.0.2', '203.0.113.8');
      expect(other.statusCode, other.body).toBe(204);
    } finally {
      await app.close();
    }
  });

  it('marks sign-in cookies Secure only for https seen directly or through a trusted proxy', async () => {
    const authorize = `/connect/authorize?${new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: 'https://gt.example.com/auth/callback',
      scope: FULL_SCOPE,
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    })}`;
    const cookiesOf = async (trustProxy: Config['trustProxy']) => {
      const app = await appWith(trustProxy);
      try {
        const res = await app.inject({
          url: authorize,
          remoteAddress: '10.1.0.3',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(res.statusCode).toBe(303);
        return [res.headers['set-cookie'] ?? []].flat();
      } finally {
        await app.close();
      }
    };
    const untrusted = await cookiesOf(false);
    expect(untrusted.length).toBeGreaterThan(0);
    for (const cookie of untrusted) expect(cookie).not.toMatch(/;\s*secure/i);
    const trusted = await cookiesOf(['10.1.0.0/16']);
    expect(trusted.length).toBeGreaterThan(0);
    for (const cookie of trusted) expect(cookie).toMatch(/;\s*secure/i);
  });
});
