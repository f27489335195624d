import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { checkDiscovery, checkTokenResponse, checkUserInfo, type Discovery } from './check-tokens';

const doc: Discovery = {
  issuer: 'https://id.example',
  jwks_uri: 'https://id.example/.well-known/jwks',
  authorization_endpoint: 'https://id.example/connect/authorize',
  token_endpoint: 'https://id.example/connect/token',
  userinfo_endpoint: 'https://id.example/connect/userinfo',
  end_session_endpoint: 'https://id.example/connect/endsession',
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

// Not the fake provider's: importing it stands in for this very module.
const testConfig = {
  issuer: 'https://id.example',
  clientId: 'GoTrack_App',
  requireHttps: true,
  clockSkewSeconds: 600,
} as RuntimeConfig;

afterEach(() => vi.unstubAllGlobals());

describe('discovery checks (spec part 1 §5)', () => {
  it('accepts an HTTPS document of the configured issuer', () => {
    expect(() => checkDiscovery(doc, testConfig)).not.toThrow();
  });

  it('refuses another issuer', () => {
    expect(() => checkDiscovery({ ...doc, issuer: 'https://evil.example' }, testConfig)).toThrow(
      'Wrong issuer',
    );
  });

  it('refuses plain http with requireHttps, but for this machine', () => {
    const http = { ...doc, token_endpoint: 'http://id.example/connect/token' };
    expect(() => checkDiscovery(http, testConfig)).toThrow('token_endpoint must use HTTPS');
    const local = { ...testConfig, issuer: 'http://127.0.0.1:8080' };
    const localDoc = { issuer: local.issuer, jwks_uri: 'http://localhost:8080/jwks' };
    expect(() => checkDiscovery(localDoc, local)).not.toThrow();
    expect(() => checkDiscovery(http, { ...testConfig, requireHttps: false })).not.toThrow();
  });

  it('refuses a document without a valid jwks_uri', () => {
    expect(() => checkDiscovery({ ...doc, jwks_uri: undefined }, testConfig)).toThrow(
      'Invalid jwks_uri',
    );
    expect(() => checkDiscovery({ ...doc, jwks_uri: 'not a url' }, testConfig)).toThrow(
      'Invalid jwks_uri',
    );
  });
});

describe('token responses', () => {
  it('checks the id token against the keys of the jwks_uri', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'e1', alg: 'ES256' };
    const jwks = vi.fn(async (_url: unknown) => json({ keys: [jwk] }));
    vi.stubGlobal('fetch', jwks);
    const now = Math.floor(Date.now() / 1000);
    const id_token = await new SignJWT({ sub: 'u1', iat: now, exp: now + 60 })
      .setProtectedHeader({ alg: 'ES256', kid: 'e1' })
      .setIssuer(doc.issuer!)
      .setAudience(testConfig.clientId)
      .sign(privateKey);
    const claims = await checkTokenResponse(doc, testConfig, { id_token, access_token: 'a' });
    expect(claims?.sub).toBe('u1');
    expect(String(jwks.mock.calls[0]?.[0])).toBe(doc.jwks_uri);
  });

  it('needs no id token when openid was not asked for', async () => {
    await expect(checkTokenResponse(doc, testConfig, { access_token: 'a' })).resolves.toBeNull();
  });

  it('refuses a userinfo answer about another user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ sub: 'someone-else' })),
    );
    await expect(checkUserInfo(doc, 'a', 'u1')).rejects.toThrow('Wrong sub in userinfo');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ sub: 'u1' })),
    );
    await expect(checkUserInfo(doc, 'a', 'u1')).resolves.toBeUndefined();
  });
});
