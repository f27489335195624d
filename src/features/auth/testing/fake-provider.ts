import { vi } from 'vitest';
import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { userStorageKey } from '../storage-keys';

// Test doubles for the identity provider: tokens, discovery and a fetch that answers both.

// These tokens are not signed: the signature and claim checks have their own tests
// (session/verify-id-token.test.ts, session/check-tokens.test.ts), so the session's are stood in.
vi.mock('../session/check-tokens', () => ({
  checkTokenResponse: vi.fn(async () => null),
  checkUserInfo: vi.fn(async () => undefined),
}));

export const ISSUER = 'https://id.example';
export const CLIENT_ID = 'GoTrack_App';
export const USER_KEY = userStorageKey(ISSUER, CLIENT_ID);

export const testConfig = {
  production: false,
  baseURL: 'https://app.example',
  appName: 'GoTrack',
  logoUrl: '',
  issuer: ISSUER,
  clientId: CLIENT_ID,
  responseType: 'code',
  scope: 'offline_access openid profile',
  requireHttps: true,
  apiURL: 'https://api.example',
  rootNamespace: 'GoTrack',
  tiles: {
    street: { url: 'https://tiles.example/{z}/{x}/{y}.png', maxZoom: 22 },
    satellite: { url: 'https://sat.example/{z}/{x}/{y}.png', maxZoom: 20 },
  },
  firebase: null,
  demoOtp: true,
  signInFlow: 'otp',
  clockSkewSeconds: 600,
  webPushPublicKey: '',
} satisfies RuntimeConfig;

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export const jwt = (payload: Record<string, unknown>) =>
  `${base64url({ alg: 'RS256' })}.${base64url(payload)}.signature`;

const now = () => Math.floor(Date.now() / 1000);
let serial = 0;

/** A token endpoint answer for user `sub`, with fresh (distinct) token strings. */
export function tokenResponse(claims: Record<string, unknown> = {}, expiresIn = 900) {
  serial += 1;
  const common = { sub: 'user-1', iss: ISSUER, iat: now(), exp: now() + expiresIn };
  return {
    access_token: jwt({ ...common, aud: 'GoTrack', n: serial, ...claims }),
    id_token: jwt({ ...common, aud: CLIENT_ID, given_name: 'Sara', n: serial }),
    refresh_token: `refresh-${serial}`,
    token_type: 'Bearer',
    expires_in: expiresIn,
    scope: testConfig.scope,
  };
}

/** Puts a signed-in user in localStorage the way the session stores it (oidc-user.ts). */
export function storeUser(options: { expiresIn?: number; refreshToken?: string | null } = {}) {
  const tokens = tokenResponse({}, options.expiresIn ?? 900);
  const user = {
    access_token: tokens.access_token,
    id_token: tokens.id_token,
    refresh_token: options.refreshToken === undefined ? 'refresh-0' : options.refreshToken,
    token_type: 'Bearer',
    scope: tokens.scope,
    profile: { sub: 'user-1', iss: ISSUER, aud: CLIENT_ID },
    expires_at: now() + (options.expiresIn ?? 900),
  };
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.setItem('auth.clientId', CLIENT_ID);
  localStorage.setItem('remember_me', 'true');
  return user;
}

export const discovery = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/connect/authorize`,
  token_endpoint: `${ISSUER}/connect/token`,
  revocation_endpoint: `${ISSUER}/connect/revocat`,
  end_session_endpoint: `${ISSUER}/connect/endsession`,
  userinfo_endpoint: `${ISSUER}/connect/userinfo`,
  jwks_uri: `${ISSUER}/.well-known/jwks`,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (body: URLSearchParams | string | null, init: RequestInit) => Response;

/**
 * A fetch that answers discovery and routes the rest by "METHOD path" (`POST /connect/token`);
 * every request is recorded. Unknown requests fail the test with a 599.
 */
export function fakeFetch(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: string; headers: Headers }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init.method ?? 'GET';
    const raw = init.body == null ? null : (init.body as URLSearchParams | string);
    calls.push({
      method,
      path: url.pathname,
      body: String(raw ?? ''),
      headers: new Headers(init.headers),
    });
    if (url.pathname === '/.well-known/openid-configuration') return json(discovery);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(raw, init) : new Response('no route', { status: 599 });
  });
  return { fetchMock, calls };
}
