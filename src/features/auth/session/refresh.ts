import type { User, UserManager } from 'oidc-client-ts';
import { overrideTrackAccount } from './track-account-header';
import { EXPIRING_NOTICE_SECONDS } from './user-manager';

export const REFRESH_LOCK = 'gotrack-token-refresh';

export class NoRefreshTokenError extends Error {
  override name = 'NoRefreshTokenError';
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Refresh tokens rotate and a replayed one revokes the whole grant, so only one tab may refresh
 * at a time: the Web Locks API serialises tabs (and calls within a tab). Where it is missing we
 * still serialise this tab's calls.
 */
export function withRefreshLock<T>(
  task: () => Promise<T>,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): Promise<T> {
  if (locks) return locks.request(REFRESH_LOCK, task) as Promise<T>;
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export interface RefreshOptions {
  /** Refresh even when the stored token is fresh (a claim must change, an account is chosen). */
  force?: boolean;
  /** Sent as the `TrackAccountId` header of this one request. */
  trackAccountId?: string;
}

/**
 * Inside the lock the tokens are read again from localStorage: another tab may have refreshed
 * while this one waited, and its fresh tokens are used instead of spending the refresh token.
 */
export function refreshTokens(um: UserManager, options: RefreshOptions = {}): Promise<User> {
  return withRefreshLock(async () => {
    const stored = await um.getUser();
    if (!stored?.refresh_token) throw new NoRefreshTokenError('no refresh token');
    if (!options.force && (stored.expires_in ?? 0) > EXPIRING_NOTICE_SECONDS + 30) return stored;
    overrideTrackAccount(options.trackAccountId ?? null);
    try {
      return (await um.signinSilent()) ?? stored;
    } finally {
      overrideTrackAccount(null);
    }
  });
}

const TRANSIENT_OAUTH_ERRORS = ['server_error', 'temporarily_unavailable'];

/**
 * The provider said no (an OAuth error, no refresh token): the session is over. Anything else —
 * no network, a timeout, a server hiccup — is worth retrying, so a poor connection does not sign
 * the user out.
 */
export function isDefinitiveFailure(error: unknown): boolean {
  if (error instanceof NoRefreshTokenError) return true;
  const { name, error: code } = error as { name?: string; error?: string };
  return name === 'ErrorResponse' && !TRANSIENT_OAUTH_ERRORS.includes(code ?? '');
}
