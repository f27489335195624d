import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { atHash, verifyIdToken, type IdTokenChecks } from './verify-id-token';

const ISSUER = 'https://id.example';
const CLIENT = 'GoTrack_App';
const ACCESS = 'the-access-token';
const now = () => Math.floor(Date.now() / 1000);

const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
const other = await generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
const keys = createLocalJWKSet({ keys: [jwk] });

async function idToken(claims: JWTPayload = {}, key = privateKey) {
  return new SignJWT({
    iss: ISSUER,
    aud: CLIENT,
    sub: 'user-1',
    iat: now(),
    exp: now() + 300,
    nonce: 'n1',
    at_hash: await atHash(ACCESS, 'RS256'),
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .sign(key);
}

const checks: IdTokenChecks = {
  issuer: ISSUER,
  clientId: CLIENT,
  keys,
  clockSkewSeconds: 600,
  nonce: 'n1',
  accessToken: ACCESS,
};

describe('id token checks (spec part 1 §5)', () => {
  it('accepts a well-formed token and returns its claims', async () => {
    await expect(verifyIdToken(await idToken(), checks)).resolves.toMatchObject({ sub: 'user-1' });
  });

  it.each([
    ['a signature by another key', () => idToken({}, other.privateKey), 'Invalid signature'],
    ['another issuer', () => idToken({ iss: 'https://evil.example' }), 'Wrong issuer'],
    ['another audience', () => idToken({ aud: 'someone-else' }), 'Wrong audience'],
    ['no sub', () => idToken({ sub: undefined }), 'No sub claim in id_token'],
    ['no iat', () => idToken({ iat: undefined }), 'No iat claim in id_token'],
    ['expiry beyond the skew', () => idToken({ exp: now() - 601 }), 'Token has expired'],
    [
      'issued in the future beyond the skew',
      () => idToken({ iat: now() + 700 }),
      'Token issued in the future',
    ],
    ['another nonce', () => idToken({ nonce: 'n2' }), 'Wrong nonce'],
    [
      'an at_hash of another token',
      async () => idToken({ at_hash: await atHash('x', 'RS256') }),
      'Wrong at_hash',
    ],
  ])('refuses %s', async (_, make, message) => {
    await expect(verifyIdToken(await make(), checks)).rejects.toThrow(message);
  });

  it('tolerates times within the clock skew', async () => {
    const token = await idToken({ exp: now() - 60, iat: now() + 60 });
    await expect(verifyIdToken(token, checks)).resolves.toBeTruthy();
  });

  it('skips the nonce outside the code flow and at_hash when the token has none', async () => {
    const token = await idToken({ nonce: undefined, at_hash: undefined });
    await expect(verifyIdToken(token, { ...checks, nonce: undefined })).resolves.toBeTruthy();
  });

  it('refuses a refreshed token naming another user', async () => {
    const token = await idToken({ sub: 'user-2' });
    await expect(verifyIdToken(token, { ...checks, expectedSub: 'user-1' })).rejects.toThrow(
      'Wrong sub',
    );
  });

  it('computes at_hash as the OIDC example does', async () => {
    // OIDC Core A.3: access token "jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y", at_hash "77QmUPtjPfzWtF2AnpK9RQ"
    await expect(atHash('jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y', 'RS256')).resolves.toBe(
      '77QmUPtjPfzWtF2AnpK9RQ',
    );
  });
});
