import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimsOf,
  CLIENT_ID,
  FULL_SCOPE,
  recordingSms,
  tokenRequest,
} from '../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';
import { atHash } from './at-hash.ts';
import { hashPassword } from '../modules/identity/passwords.ts';
import { createUser } from '../modules/identity/users.ts';

const sms = recordingSms();
let t: TestApp;
let redirectUri: string;

beforeAll(async () => {
  t = await setupTestApp({ deps: { sms: sms.gateway } });
  redirectUri = `${t.config.publicUrl}/auth/callback`;
});
afterAll(() => t.close());

/** A browser's cookies and redirects, over `app.inject`. */
function browser(app: FastifyInstance) {
  const jar = new Map<string, string>();
  return async (
    url: string,
    init: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {},
  ) => {
    const res = await app.inject({
      method: init.method ?? 'GET',
      url,
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(init.form && { payload: new URLSearchParams(init.form).toString() }),
    });
    const setCookies = res.headers['set-cookie'] ?? [];
    for (const c of Array.isArray(setCookies) ? setCookies : [setCookies]) {
      const [pair = ''] = c.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const location = res.headers.location;
    return {
      res,
      location: typeof location === 'string' ? new URL(location, 'http://localhost') : null,
    };
  };
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

const authorizeUrl = (challenge: string, extra: Record<string, string> = {}) =>
  `/connect/authorize?${new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: FULL_SCOPE,
    state: 'st4te',
    nonce: 'n0nce',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  })}`;

describe('password guessing on the sign-in page', () => {
  it('locks the user after five wrong passwords: the right one is then refused, in Arabic', async () => {
    await createUser(t.database.db, {
      tenantId: null,
      userName: 'paged',
      email: 'paged@example.com',
      passwordHash: await hashPassword('Right-pass1'),
    });
    const go = browser(t.app);
    const start = await go(authorizeUrl(pkce().challenge, { ui_locales: 'ar' }));
    const interaction = start.location!.pathname;
    const post = (password: string) =>
      go(interaction, {
        method: 'POST',
        form: { action: 'password', username: 'paged', password },
      });
    for (let i = 0; i < 5; i++) await post('wrong');
    const right = await post('Right-pass1');
    expect(right.res.statusCode).toBe(400);
    expect(right.res.body).toContain('قُفل حساب المستخدم');
  });
});

describe('authorization code with PKCE', () => {
  it('signs in with phone and code on our page and exchanges the code', async () => {
    const go = browser(t.app);
    const { verifier, challenge } = pkce();
    const start = await go(authorizeUrl(challenge));
    expect(start.res.statusCode).toBe(303);
    const interaction = start.location!.pathname;
    expect(interaction).toMatch(/^\/connect\/interaction\//);

    const page = await go(interaction);
    expect(page.res.statusCode).toBe(200);
    expect(page.res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.res.body).not.toMatch(/<script/);
    expect(page.res.body).toContain('name="phone"');

    const sent = await go(interaction, {
      method: 'POST',
      form: { action: 'send', phone: '0944000002' },
    });
    const code = sms.lastCode('+963944000002');
    expect(sent.res.body).toContain(`value="${code}"`); // demo mode pre-fills it
    const wrong = await go(interaction, {
      method: 'POST',
      form: {
        action: 'verify',
        phone: '+963944000002',
        code: '000000' === code ? '111111' : '000000',
      },
    });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.res.body).toContain('not valid');

    const done = await go(interaction, {
      method: 'POST',
      form: { action: 'verify', phone: '+963944000002', code },
    });
    expect(done.res.statusCode).toBe(303);
    const resumed = await go(done.location!.pathname + done.location!.search);
    expect(resumed.res.statusCode).toBe(303);
    const callback = resumed.location!;
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe('st4te');

    const tokens = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    expect(tokens.body.refresh_token).toBeTruthy();
    expect(claimsOf(tokens.body.access_token)).toMatchObject({
      aud: 'GoTrack',
      phone_number: '+963944000002',
    });
    expect(claimsOf(tokens.body.id_token)).toMatchObject({
      nonce: 'n0nce',
      aud: CLIENT_ID,
      given_name: 'Lina',
      at_hash: atHash(tokens.body.access_token),
    });
    // The refresh token is bound to the provider session and rotates like the others.
    const refreshed = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: tokens.body.refresh_token!,
    });
    expect(refreshed.status).toBe(200);
    expect(claimsOf(refreshed.body.access_token).sub).toBe(claimsOf(tokens.body.access_token).sub);
    // A code is single use.
    const again = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(again.body.error).toBe('invalid_grant');
  });

  it('signs in with a password, in Arabic, and refuses a wrong verifier', async () => {
    const go = browser(t.app);
    const { challenge } = pkce();
    const start = await go(authorizeUrl(challenge, { ui_locales: 'ar' }));
    const interaction = start.location!.pathname;
    const page = await go(`${interaction}?mode=password`);
    expect(page.res.body).toContain('<html lang="ar" dir="rtl">');
    const bad = await go(interaction, {
      method: 'POST',
      form: { action: 'password', username: 'admin', password: 'nope' },
    });
    expect(bad.res.body).toContain('اسم المستخدم أو كلمة المرور غير صحيحة!');
    const done = await go(interaction, {
      method: 'POST',
      form: { action: 'password', username: 'admin', password: 'Admin123!' },
    });
    const callback = (await go(done.location!.pathname + done.location!.search)).location!;
    const tokens = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: pkce().verifier,
    });
    expect(tokens.body.error).toBe('invalid_grant');
  });

  it('grants an explicit consent prompt at once (first-party client)', async () => {
    const go = browser(t.app);
    const { verifier, challenge } = pkce();
    const start = await go(authorizeUrl(challenge, { prompt: 'login consent' }));
    const interaction = start.location!.pathname;
    const done = await go(interaction, {
      method: 'POST',
      form: { action: 'password', username: 'admin', password: 'Admin123!' },
    });
    const consent = await go(done.location!.pathname);
    expect(consent.location!.pathname).toMatch(/^\/connect\/interaction\//);
    const granted = await go(consent.location!.pathname);
    expect(granted.res.statusCode).toBe(303);
    const callback = (await go(granted.location!.pathname)).location!;
    const tokens = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    });
    expect(tokens.body.scope).toContain('offline_access');
    expect(tokens.body.refresh_token).toBeTruthy();
  });

  it('requires PKCE', async () => {
    const res = await t.app.inject({
      url: `/connect/authorize?${new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', redirect_uri: redirectUri, scope: 'openid' })}`,
    });
    expect(res.statusCode).toBe(303);
    expect(new URL(res.headers.location as string).searchParams.get('error')).toBe(
      'invalid_request',
    );
  });

  it('offers sign-out at the end-session endpoint', async () => {
    const res = await t.app.inject({
      url: `/connect/endsession?${new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: `${t.config.publicUrl}/` })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });
});
