import { TENANT_HEADER } from '../../../api/contract/common.ts';
import { TRACK_ACCOUNT_HEADER } from '../../../api/contract/identity-names.ts';
import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { atPageOrigin } from '../../../api/page-origin.ts';
import { getSessionTenant } from '../../../api/session.ts';
import { userStorageKey } from '../storage-keys';
import type { Discovery } from './check-tokens';
import { createExpiryTimer, type ExpiryHandlers } from './expiry-timer';
import { userFromTokens, parseUser, serializeUser, type OidcUser } from './oidc-user';
import { getJson, postForm, requestToken, type TokenResponse } from './token-request';
import { trackAccountHeader } from './track-account-header';

export interface OidcMetadata extends Discovery {
  revocation_endpoint?: string;
}

type Endpoint = 'authorization_endpoint' | 'token_endpoint' | 'revocation_endpoint';

/** Token and revocation requests carry the tenant and the chosen track account (spec §6, §7). */
function providerHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const tenant = getSessionTenant()?.id;
  const account = trackAccountHeader();
  if (tenant) headers[TENANT_HEADER] = tenant;
  if (account) headers[TRACK_ACCOUNT_HEADER] = account;
  return headers;
}

export type OidcClient = ReturnType<typeof createOidcClient>;

/**
 * The little of OpenID Connect the PWA uses: discovery, the stored user, the refresh and
 * code grants, revocation and the expiry timers. Refreshing is not automatic: the session
 * refreshes when told "expiring", under a lock shared by all tabs (see refresh.ts).
 */
export function createOidcClient(
  config: RuntimeConfig,
  expiry: ExpiryHandlers,
  origin = location.origin,
) {
  const key = userStorageKey(config.issuer, config.clientId);
  const timer = createExpiryTimer(expiry);
  const settings = {
    clientId: config.clientId,
    scope: config.scope,
    redirectUri: `${origin}/auth/callback`,
    postLogoutRedirectUri: `${origin}/`,
  };
  let discovery: Promise<OidcMetadata> | null = null;

  /**
   * Once per page; a failed load is tried again next time. A provider on the page's own server
   * is asked at the page's origin, its endpoints too (atPageOrigin); the document must still
   * name the configured issuer (check-tokens.ts).
   */
  function metadata(): Promise<OidcMetadata> {
    const here = (url: string) => atPageOrigin(url, config, origin);
    const url = `${here(config.issuer).replace(/\/+$/, '')}/.well-known/openid-configuration`;
    discovery ??= getJson<Record<string, unknown>>(url).then(
      (doc) => {
        // Every address but the issuer's name (other values are not addresses: left as they are).
        for (const [key, value] of Object.entries(doc)) {
          if (key !== 'issuer' && typeof value === 'string') doc[key] = here(value);
        }
        return doc;
      },
      (error: unknown) => {
        discovery = null;
        throw error;
      },
    );
    return discovery;
  }

  async function endpoint(name: Endpoint): Promise<string> {
    const url = (await metadata())[name];
    if (!url) throw new Error(`the provider has no ${name}`);
    return url;
  }

  /** Reading the user (re)arms the expiry timers: another tab may have stored new tokens. */
  function getUser(): OidcUser | null {
    const user = parseUser(localStorage.getItem(key));
    if (user) timer.arm(user.expires_at);
    return user;
  }

  function storeUser(user: OidcUser) {
    localStorage.setItem(key, serializeUser(user));
    timer.arm(user.expires_at);
  }

  function removeUser() {
    localStorage.removeItem(key);
    timer.stop();
  }

  /** The refresh-token grant (RFC 6749 §6) for `user`; the renewed user is stored. */
  async function refresh(user: OidcUser): Promise<OidcUser> {
    const response = await requestToken(
      await endpoint('token_endpoint'),
      {
        grant_type: 'refresh_token',
        refresh_token: user.refresh_token,
        scope: user.scope,
        client_id: config.clientId,
      },
      providerHeaders(),
    );
    const renewed = userFromTokens(response, user);
    storeUser(renewed);
    return renewed;
  }

  /** The authorization-code grant with its PKCE verifier (RFC 7636 §4.5); nothing is stored. */
  async function exchangeCode(code: string, codeVerifier: string): Promise<TokenResponse> {
    return requestToken(
      await endpoint('token_endpoint'),
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: settings.redirectUri,
        code_verifier: codeVerifier,
        client_id: config.clientId,
      },
      providerHeaders(),
    );
  }

  /** RFC 7009: the refresh token dies with the session; the access token expires on its own. */
  async function revoke() {
    const token = getUser()?.refresh_token;
    if (!token) return;
    await postForm(
      await endpoint('revocation_endpoint'),
      { token, token_type_hint: 'refresh_token', client_id: config.clientId },
      providerHeaders(),
    );
  }

  return {
    settings,
    metadata,
    endpoint,
    getUser,
    storeUser,
    removeUser,
    refresh,
    exchangeCode,
    revoke,
    /** Signing out: no more expiry events from this page. */
    stopTimers: timer.stop,
  };
}
