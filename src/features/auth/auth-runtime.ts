import type { QueryClient } from '@tanstack/react-query';
import { appStateQuery } from '../../api/app-state.ts';
import { updateHttp } from '../../api/http.ts';
import { currentPath, type AuthContext } from './auth-context';
import type { Session } from './session/session';
import { usesCodeFlow } from './sign-in-flow';
import { AUTH_KEYS, PENDING_EVENT_KEY } from './storage-keys';
import {
  configureTokenStore,
  isSignedIn,
  readStoredUser,
  secondsLeft,
  validAccessToken,
} from './token-store';

// This file is on the first screen; the session code (our OIDC client, the timers, the tab
// watchers) is not: it loads with `loadSession()` for a stored user, or when a visitor starts
// signing in.
let context: AuthContext | null = null;
let session: Promise<Session> | null = null;

/** Renew this close to expiry before a call rather than send a token about to be refused. */
const EARLY_RENEW_SECONDS = 10;

export function initAuth(ctx: AuthContext) {
  context = ctx;
  configureTokenStore(ctx.config.issuer, ctx.config.clientId);
  updateHttp({ getAccessToken: validAccessToken, ensureToken: ensureFreshToken, onUnauthorized });
  // The last page's session ended with an OAuth event: say why, now the page has reloaded.
  if (sessionStorage.getItem(PENDING_EVENT_KEY)) {
    void import('./session/oauth-events').then((m) => m.showPendingEvent());
  }
}

export const codeFlow = () => !!context && usesCodeFlow(context.config);

/** Code flow: to the provider's sign-in page; never settles, as the page is left. */
export async function startCodeSignIn(returnUrl?: string): Promise<never> {
  await (await loadSession()).signInRedirect(returnUrl);
  return new Promise<never>(() => {});
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

/**
 * How long start-up waits for a session to be restored (an expired token refreshed). On a bad
 * connection the refresh may hang: the app opens with its saved data and the refresh goes on.
 */
export const RESTORE_WAIT_MS = 1500;

/** Resolves with `task`, or after `ms` with the task still running. */
export const atMost = (ms: number, task: Promise<unknown>) =>
  Promise.race([task, new Promise((resolve) => setTimeout(resolve, ms))]);

/** Start-up, before app state: refresh an expired token or drop what cannot be used. */
export async function restoreSession() {
  // Tokens issued to another client (the configuration changed) are not ours to use.
  const lastClient = localStorage.getItem(AUTH_KEYS.clientId);
  if (lastClient !== null && lastClient !== context?.config.clientId) {
    (await import('./session/clear-storage')).clearAuthStorage();
  }
  if (!readStoredUser()) return;
  const restoring = loadSession()
    .then((s) => s.restore())
    .catch((error: unknown) => console.warn('The stored session could not be restored', error));
  await atMost(RESTORE_WAIT_MS, restoring);
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
  if (!isSignedIn()) throw new Error('The access token could not be renewed');
}

/** Any 401: clear storage and back to sign-in, coming back here afterwards (spec part 1 §4). */
function onUnauthorized() {
  if (!readStoredUser()) {
    void context?.queryClient.invalidateQueries({ queryKey: ['abp'] });
    return;
  }
  void loadSession().then((s) =>
    s.signOut({ revoke: false, returnUrl: currentPath(), event: 'session_terminated' }),
  );
}

/** The navbar's and the landing page's Logout. */
export async function signOut() {
  await (await loadSession()).signOut();
}
