import { EXPIRING_NOTICE_SECONDS } from './expiry-timer';
import type { OidcClient } from './oidc-client';
import { expiresIn, type OidcUser } from './oidc-user';
import { TokenRequestError } from './token-request';
import { overrideTrackAccount } from './track-account-header';

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
export function refreshTokens(
  client: Pick<OidcClient, 'getUser' | 'refresh'>,
  options: RefreshOptions = {},
): Promise<OidcUser> {
  return withRefreshLock(async () => {
    const stored = client.getUser();
    if (!stored?.refresh_token) throw new NoRefreshTokenError('no refresh token');
    if (!options.force && (expiresIn(stored) ?? 0) > EXPIRING_NOTICE_SECONDS + 30) return stored;
    overrideTrackAccount(options.trackAccountId ?? null);
    try {
      return await client.refresh(stored);
    } finally {
      overrideTrackAccount(null);
    }
  });
}

const TRANSIENT_OAUTH_ERRORS = ['server_error', 'temporarily_unavailable'];

/**
 * The provider said no (an OAuth error answer, no refresh token): the session is over. Anything
 * else — no network, a timeout, a server hiccup (a 5xx without an OAuth error, `server_error`,
 * `temporarily_unavailable`) — is worth retrying, so a poor connection does not sign the user out.
 */
export function isDefinitiveFailure(error: unknown): boolean {
  if (error instanceof NoRefreshTokenError) return true;
  if (!(error instanceof TokenRequestError) || !error.oauthError) return false;
  return !TRANSIENT_OAUTH_ERRORS.includes(error.oauthError);
}
