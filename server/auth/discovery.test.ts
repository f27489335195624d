import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, claimsOf, FULL_SCOPE, tokenRequest } from '../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('discovery', () => {
  it('advertises our endpoints and grants, no PAR, no implicit', async () => {
    const doc = (await t.app.inject({ url: '/.well-known/openid-configuration' })).json();
    const issuer = t.config.issuer;
    expect(doc).toMatchObject({
      issuer,
      token_endpoint: `${issuer}/connect/token`,
      userinfo_endpoint: `${issuer}/connect/userinfo`,
      revocation_endpoint: `${issuer}/connect/revocat`,
      end_session_endpoint: `${issuer}/connect/endsession`,
      authorization_endpoint: `${issuer}/connect/authorize`,
      jwks_uri: `${issuer}/.well-known/jwks`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(doc.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token', 'otp', 'password']),
    );
    expect(doc).not.toHaveProperty('pushed_authorization_request_endpoint');
  });

  it('builds every URL from the issuer, whatever Host or X-Forwarded-Host say', async () => {
    const res = await t.app.inject({
      url: '/.well-known/openid-configuration',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    const urls = Object.values(res.json<Record<string, unknown>>()).filter(
      (v): v is string => typeof v === 'string' && /^https?:/.test(v),
    );
    expect(urls.length).toBeGreaterThanOrEqual(7);
    for (const url of urls)
      expect(url.startsWith(`${t.config.issuer}/`) || url === t.config.issuer, url).toBe(true);
    expect(res.body).not.toContain('evil.example');
  });

  it('allows CORS on the token endpoint only for the app origin', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/connect/token',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'trackaccountid,__tenant',
        },
      });
    expect((await preflight(t.config.publicUrl)).headers['access-control-allow-headers']).toMatch(
      /trackaccountid/,
    );
    const foreign = await tokenRequest(
      t.app,
      { grant_type: 'password', username: 'admin', password: 'Admin123!' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const own = await tokenRequest(
      t.app,
      { grant_type: 'password', username: 'admin', password: 'Admin123!', scope: FULL_SCOPE },
      { origin: t.config.publicUrl },
    );
    expect(own.status).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe(t.config.publicUrl);
  });

  it('gives tokens naming the configured issuer to a page of this server opened by another name', async () => {
    // The server listens on 127.0.0.1; PUBLIC_URL and ISSUER say localhost.
    const page = { origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' };
    const res = await tokenRequest(
      t.app,
      { grant_type: 'password', username: 'admin', password: 'Admin123!', scope: FULL_SCOPE },
      page,
    );
    expect(res.status).toBe(200);
    expect(claimsOf(res.body.access_token).iss).toBe(t.config.issuer);
    expect(claimsOf(res.body.id_token).iss).toBe(t.config.issuer);
    // The API at that name takes the token (checked against the configured issuer).
    const state = await t.app.inject({
      url: '/api/abp/application-configuration',
      headers: { host: page.host, ...bearer(res.body.access_token) },
    });
    expect(state.json()).toMatchObject({ currentUser: { isAuthenticated: true } });
  });

  it('refuses a page of another site, even under a Host it chose (DNS rebinding, demo mode)', async () => {
    const grant = { grant_type: 'password', username: 'admin', password: 'Admin123!' };
    const other = await tokenRequest(t.app, grant, {
      origin: 'http://127.0.0.1:8080',
      host: 'localhost:8080',
    });
    expect(other.status).toBe(400);
    const rebound = await tokenRequest(t.app, grant, {
      origin: 'http://rebind.example:8080',
      host: 'rebind.example:8080',
    });
    expect(rebound.status).toBe(400);
  });

  it('is not mounted outside its prefixes', async () => {
    const res = await t.app.inject({ url: '/api/connect/token' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['_abperrorformat']).toBe('true');
  });
});
