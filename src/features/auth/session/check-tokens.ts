import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { TokenValidationError } from './token-validation-error';
import { verifyIdToken } from './verify-id-token';

/** What the checks read from the discovery document. */
export interface Discovery {
  issuer?: string;
  jwks_uri?: string;
  userinfo_endpoint?: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  end_session_endpoint?: string;
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const withoutSlash = (url = '') => url.replace(/\/+$/, '');

const refuse = (message: string) =>
  new TokenValidationError(message, 'discovery_document_validation_error');

/**
 * Spec part 1 §5: with requireHttps, every address the PWA sends tokens or users to is HTTPS, but
 * for this machine (a developer's provider); the document's issuer is the configured one.
 */
export function checkDiscovery(doc: Discovery, config: RuntimeConfig): void {
  if (withoutSlash(doc.issuer) !== withoutSlash(config.issuer)) throw refuse('Wrong issuer');
  const urls = {
    issuer: doc.issuer,
    jwks_uri: doc.jwks_uri,
    authorization_endpoint: doc.authorization_endpoint,
    token_endpoint: doc.token_endpoint,
    userinfo_endpoint: doc.userinfo_endpoint,
    end_session_endpoint: doc.end_session_endpoint,
  };
  for (const [name, value] of Object.entries(urls)) {
    if (value === undefined) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw refuse(`Invalid ${name}`);
    }
    const local = LOCAL_HOSTS.includes(url.hostname);
    if (config.requireHttps && url.protocol !== 'https:' && !local) {
      throw refuse(`${name} must use HTTPS`);
    }
  }
  if (!doc.jwks_uri) throw refuse('Invalid jwks_uri');
}

// One key set per document: jose caches the keys and refetches on an unknown `kid` (rotation).
const keySets = new Map<string, JWTVerifyGetKey>();
function keysOf(jwksUri: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUri);
  if (!keys) keySets.set(jwksUri, (keys = createRemoteJWKSet(new URL(jwksUri))));
  return keys;
}

export interface TokenSet {
  id_token?: string | null;
  access_token: string;
}

/** Every token response, in any flow: the discovery document, then the id token (spec §5). */
export async function checkTokenResponse(
  doc: Discovery,
  config: RuntimeConfig,
  tokens: TokenSet,
  extra: { nonce?: string; expectedSub?: string } = {},
): Promise<JWTPayload | null> {
  checkDiscovery(doc, config);
  // Without `openid` there is no id token; the access token is for the API to check.
  if (!tokens.id_token) return null;
  return verifyIdToken(tokens.id_token, {
    issuer: config.issuer,
    clientId: config.clientId,
    keys: keysOf(doc.jwks_uri!),
    clockSkewSeconds: config.clockSkewSeconds,
    accessToken: tokens.access_token,
    ...extra,
  });
}

/** Spec part 1 §5: the userinfo `sub` equals the id token's. */
export async function checkUserInfo(doc: Discovery, accessToken: string, sub: string) {
  if (!doc.userinfo_endpoint) return;
  const response = await fetch(doc.userinfo_endpoint, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`userinfo answered ${response.status}`);
  const info = (await response.json()) as { sub?: unknown };
  if (info.sub !== sub) throw new TokenValidationError('Wrong sub in userinfo');
}
