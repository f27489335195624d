import type { QueryClient } from '@tanstack/react-query';
import { appStateQuery } from '../../api/app-state.ts';
import { updateHttp } from '../../api/http.ts';
import { currentPath, type AuthContext } from './auth-context';
import type { Session } from './session/session';
import { AUTH_KEYS } from './storage-keys';
import {
  configureTokenStore,
  isSignedIn,
  readStoredUser,
  secondsLeft,
  validAccessToken,
} from './token-store';

// This file is on the first screen; oidc-client-ts (~20 kB gzip) is not: it loads with
// `loadSession()` for a stored user, or when a visitor starts signing in.
let context: AuthContext | null = null;
let session: Promise<Session> | null = null;

/** Renew this close to expiry before a call rather than send a token about to be refused. */
const EARLY_RENEW_SECONDS = 10;

export function initAuth(ctx: AuthContext) {
  context = ctx;
  configureTokenStore(ctx.config.issuer, ctx.config.clientId);
  updateHttp({ getAccessToken: validAccessToken, ensureToken: ensureFreshToken, onUnauthorized });
}

export function loadSession(): Promise<Session> {
  const ctx = context;
  if (!ctx) return Promise.reject(new Error('loadSession() before initAuth()'));
  session ??= import('./session/session').then(
    (m) => m.createSession(ctx),
    (error: unknown) => {
      session = null; // a failed chunk download may succeed next time
      throw error;
    },
  );
  return session;
}

/** Start-up, before app state: refresh an expired token or drop what cannot be used. */
export async function restoreSession() {
  // Tokens issued to another client (the configuration changed) are not ours to use.
  const lastClient = localStorage.getItem(AUTH_KEYS.clientId);
  if (lastClient !== null && lastClient !== context?.config.clientId) {
    (await import('./session/clear-storage')).clearAuthStorage();
  }
  if (!readStoredUser()) return;
  try {
    await (await loadSession()).restore();
  } catch (error) {
    console.warn('The stored session could not be restored', error);
  }
}

/**
 * A valid token but app state without a current user means the server no longer knows the
 * session: drop it (spec part 1 §4). A saved copy of app state may predate the sign-in, so only
 * a fresh answer from the server counts (offline, the session is kept).
 */
export async function verifySessionAgainstAppState(queryClient: QueryClient, locale: string) {
  const query = appStateQuery(locale);
  if (!isSignedIn() || queryClient.getQueryData(query.queryKey)?.currentUser.isAuthenticated) {
    return;
  }
  const fresh = await queryClient.fetchQuery({ ...query, staleTime: 0 }).catch(() => null);
  if (fresh && !fresh.currentUser.isAuthenticated) await (await loadSession()).forget();
}

async function ensureFreshToken() {
  const user = readStoredUser();
  if (!user?.refresh_token || secondsLeft(user) > EARLY_RENEW_SECONDS) return;
  await (await loadSession()).refresh().catch(() => undefined);
}

/** Any 401: clear storage and back to sign-in, coming back here afterwards (spec part 1 §4). */
function onUnauthorized() {
  if (!readStoredUser()) {
    void context?.queryClient.invalidateQueries({ queryKey: ['abp'] });
    return;
  }
  void loadSession().then((s) => s.signOut({ revoke: false, returnUrl: currentPath() }));
}

/** The navbar's and the landing page's Logout. */
export async function signOut() {
  await (await loadSession()).signOut();
}
