import { TENANT_HEADER } from '../../../api/contract/common.ts';
import { getSessionTenant } from '../../../api/session.ts';
import { currentPath, refreshAppState, signInUrl, type AuthContext } from '../auth-context';
import { AUTH_KEYS } from '../storage-keys';
import { clearAuthStorage, clearLocalStorage } from './clear-storage';
import { hasRefreshToken, rememberMe, storedUserKey } from '../token-store';
import { watchOtherTabs } from './cross-tab';
import { watchInactivity } from './inactivity';
import { isDefinitiveFailure, refreshTokens, type RefreshOptions } from './refresh';
import type { TokenSet } from './check-tokens';
import { requestToken, userFromTokenResponse } from './token-request';
import { createOidcClient } from './oidc-client';
import { isExpired, type OidcUser } from './oidc-user';
import { usesCodeFlow } from '../sign-in-flow';
import type { OAuthEventType } from './oauth-events';

export interface SignOutOptions {
  /** Revoke the refresh token first (not after a 401: the server already refused us). */
  revoke?: boolean;
  /** Come back here after signing in again. */
  returnUrl?: string;
  /** Why the session ends (spec part 1 §8): told to the user on the next page. */
  event?: OAuthEventType;
  reason?: unknown;
}

const REVOKE_TIMEOUT_MS = 3000;
const RETRY_MS = 30_000;
const here = currentPath;

export type Session = ReturnType<typeof createSession>;

export function createSession(ctx: AuthContext) {
  const { config } = ctx;
  const client = createOidcClient(config, {
    expiring: () => void refresh().catch(() => undefined),
    // Expired without a refresh token: sign out (spec part 1 §4 "Access-token expiry").
    expired: () => {
      if (hasRefreshToken()) void refresh().catch(() => undefined);
      else void signOut({ revoke: false, returnUrl: here(), event: 'token_expired' });
    },
  });
  let stopWatching: (() => void) | null = null;
  let signingOut = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function signOut({ revoke = true, returnUrl, event, reason }: SignOutOptions = {}) {
    if (signingOut) return;
    signingOut = true;
    stopWatching?.();
    clearTimeout(retry);
    if (event)
      await (await import('./oauth-events')).emitOAuthEvent({ type: event, reason }, 'next-page');
    const idToken = client.getUser()?.id_token;
    // Other features' clean-up that needs the still-valid token (the push device).
    await ctx.beforeSignOut?.().catch(() => undefined);
    // Offline or slow, the user still gets signed out here; the token then expires on its own.
    if (revoke && hasRefreshToken()) {
      const timeout = new Promise((resolve) => setTimeout(resolve, REVOKE_TIMEOUT_MS));
      await Promise.race([client.revoke(), timeout]).catch(() => undefined);
    }
    client.stopTimers();
    clearLocalStorage();
    ctx.queryClient.clear();
    await ctx.clearPersistedCache().catch(() => undefined);
    // Code flow: the provider ends its session too, then sends the user back to `/`.
    const endSession =
      revoke && idToken && usesCodeFlow(config)
        ? await import('./code-flow')
            .then((m) => m.endSessionUrl(client, idToken))
            .catch(() => null)
        : null;
    ctx.reload(endSession ?? signInUrl(returnUrl));
  }

  /** Refresh before expiry; a refusal ends the session, a network failure is retried. */
  async function refresh(options?: RefreshOptions): Promise<OidcUser> {
    const before = client.getUser();
    let user: OidcUser;
    try {
      user = await refreshTokens(client, options);
    } catch (error) {
      const event = 'token_refresh_error';
      if (isDefinitiveFailure(error)) void signOut({ revoke: false, returnUrl: here(), event });
      else scheduleRetry();
      throw error;
    }
    // A refreshed id token is checked like a new one, and must name the same user (spec §5). One
    // kept from before (the answer had none) was checked on arrival; its at_hash is the old token's.
    const idToken = user.id_token !== before?.id_token ? user.id_token : null;
    const tokens = { access_token: user.access_token, id_token: idToken };
    await check(tokens, { expectedSub: before?.profile.sub }).catch((reason: unknown) => {
      void signOut({ revoke: false, returnUrl: here(), event: 'token_validation_error', reason });
      throw reason;
    });
    return user;
  }

  async function check(tokens: TokenSet, extra?: { expectedSub?: string }) {
    const doc = await client.metadata();
    await (await import('./check-tokens')).checkTokenResponse(doc, config, tokens, extra);
  }

  function scheduleRetry() {
    clearTimeout(retry);
    const again = () => {
      clearTimeout(retry);
      removeEventListener('online', again);
      void refresh().catch(() => undefined);
    };
    retry = setTimeout(again, RETRY_MS);
    addEventListener('online', again, { once: true });
  }

  function activate() {
    if (stopWatching) return;
    ctx.onSignedIn?.();
    const stops = [
      watchInactivity({ onIdle: () => void signOut() }),
      watchOtherTabs({
        userKey: storedUserKey(),
        onSignedOut: () => {
          stopWatching?.();
          ctx.queryClient.clear();
          ctx.reload(signInUrl());
        },
        onTokensChanged: () => void client.getUser(),
      }),
    ];
    stopWatching = () => {
      stops.forEach((stop) => stop());
      stopWatching = null;
    };
  }

  async function establish(user: OidcUser, remember: boolean) {
    localStorage.setItem(AUTH_KEYS.clientId, config.clientId);
    localStorage.setItem(AUTH_KEYS.rememberMe, String(remember));
    localStorage.setItem(AUTH_KEYS.lastActivity, String(Date.now()));
    client.storeUser(user);
    activate();
    await refreshAppState(ctx.queryClient);
  }

  async function grant(params: Record<string, string>, remember: boolean) {
    const endpoint = await client.endpoint('token_endpoint');
    const tenant = getSessionTenant()?.id;
    const headers: Record<string, string> = tenant ? { [TENANT_HEADER]: tenant } : {};
    const base = { scope: config.scope, client_id: config.clientId };
    const response = await requestToken(endpoint, { ...params, ...base }, headers);
    await check(response);
    await establish(userFromTokenResponse(response, config), remember);
  }

  /** Start-up checks of spec part 1 §4, before app state loads. */
  async function restore() {
    const user = client.getUser();
    if (!user) return;
    if (isExpired(user)) {
      if (!user.refresh_token || !rememberMe()) return forget();
      try {
        await refreshTokens(client);
      } catch (error) {
        if (isDefinitiveFailure(error)) return forget();
        // Offline start: keep the session and try again once the network is back.
        scheduleRetry();
      }
    }
    activate();
  }

  async function forget() {
    client.removeUser();
    clearAuthStorage();
  }

  return {
    restore,
    forget,
    signOut,
    refresh,
    signInWithOtp: (phone: string, otp: string) =>
      grant({ grant_type: 'otp', phone_number: phone, otp }, true),
    signInWithPassword: (username: string, password: string, remember: boolean) =>
      grant({ grant_type: 'password', username, password }, remember),
    /** A code mailed to the account's proven address (`sendSignInCode`, issue 28). */
    signInWithEmailCode: (username: string, otp: string, remember: boolean) =>
      grant({ grant_type: 'email_otp', username, otp }, remember),
    /** Code flow: off to the provider's sign-in page. */
    signInRedirect: async (returnUrl?: string) =>
      (await import('./code-flow')).signInRedirect(client, returnUrl),
    /** `/auth/callback`: the tokens checked and stored; resolves with where to go. */
    completeSignIn: async () =>
      (await import('./code-flow')).completeSignIn(client, config, (user) => establish(user, true)),
    /** For the track-accounts issue: a token scoped to the chosen account (spec part 1 §6). */
    refreshWithTrackAccount: (trackAccountId: string) =>
      refreshTokens(client, { force: true, trackAccountId }),
  };
}
