import { decodeJwt, isTrueClaim } from './jwt';
import { AUTH_KEYS, userStorageKey } from './storage-keys';

/**
 * A synchronous view of the stored user, without the session code: the HTTP client and the route
 * guards need the token on every call, and visitors of the first screen never load the session.
 */
export interface StoredUser {
  access_token: string;
  refresh_token?: string | null;
  id_token?: string | null;
  expires_at?: number;
  profile?: Record<string, unknown>;
}

// `ACCESS_TOKEN_CLAIMS.profileRequiresUpdate` and `.trackAccountId` of the identity contract,
// spelled out here because importing the contract would put all its schemas on the first screen
// (a test keeps them equal).
export const PROFILE_REQUIRES_UPDATE_CLAIM = 'profile_requires_update';
export const TRACK_ACCOUNT_CLAIM = 'track_account_id';

let key = '';
let cache: { raw: string | null; user: StoredUser | null } = { raw: null, user: null };

export function configureTokenStore(issuer: string, clientId: string) {
  key = userStorageKey(issuer, clientId);
}

export const storedUserKey = () => key;
export const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function readStoredUser(): StoredUser | null {
  const raw = key ? localStorage.getItem(key) : null;
  if (raw !== cache.raw) {
    let user: StoredUser | null = null;
    try {
      const parsed = raw ? (JSON.parse(raw) as StoredUser) : null;
      user = typeof parsed?.access_token === 'string' ? parsed : null;
    } catch {
      user = null;
    }
    cache = { raw, user };
  }
  return cache.user;
}

/** Seconds left on the access token (negative once expired). */
export function secondsLeft(user = readStoredUser()): number {
  return user?.expires_at === undefined ? Infinity : user.expires_at - nowInSeconds();
}

/** Authenticated = a stored access token that has not expired (spec part 1 §4). */
export function isSignedIn(): boolean {
  const user = readStoredUser();
  return user !== null && secondsLeft(user) > 0;
}

export const hasRefreshToken = () => Boolean(readStoredUser()?.refresh_token);

export function validAccessToken(): string | null {
  return isSignedIn() ? readStoredUser()!.access_token : null;
}

export const accessTokenClaims = () => decodeJwt(readStoredUser()?.access_token);

/** The track account the access token is scoped to (spec part 1 §6), if any. */
export const tokenAccountId = () => accessTokenClaims()[TRACK_ACCOUNT_CLAIM];

/** The one-time-code grant marks users who still owe first name, last name and e-mail. */
export const profileRequiresUpdate = () =>
  isTrueClaim(accessTokenClaims()[PROFILE_REQUIRES_UPDATE_CLAIM]);

/** Remember-me comes from the sign-in form, or from a token claim (spec part 1 §4). */
export function rememberMe(): boolean {
  if (localStorage.getItem(AUTH_KEYS.rememberMe) === 'true') return true;
  return isTrueClaim(accessTokenClaims().remember_me);
}
