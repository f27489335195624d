/**
 * Everything the sign-in feature keeps in localStorage (spec part 1 §3 "Stored auth items").
 * The user (tokens, expiry, profile) is under `oidc.user:{issuer}:{client id}`, the key
 * oidc-client-ts used: sessions stored before we dropped it still load.
 */
export const OIDC_PREFIX = 'oidc.';
export const userStorageKey = (issuer: string, clientId: string) =>
  `${OIDC_PREFIX}user:${issuer}:${clientId}`;

export const AUTH_KEYS = {
  /** The client id the stored tokens were issued to; a different configured id drops them. */
  clientId: 'auth.clientId',
  /** "true" keeps the session across restarts once the access token has expired. */
  rememberMe: 'remember_me',
  /** Last user activity in any tab (ms), so one busy tab keeps the idle ones signed in. */
  lastActivity: 'auth.lastActivity',
} as const;

/** sessionStorage: the OAuth event that ended the last page's session, shown after the reload. */
export const PENDING_EVENT_KEY = 'auth.event';
/** sessionStorage: the code-flow sign-in under way (state, nonce, PKCE verifier, return URL). */
export const PENDING_SIGN_IN_KEY = 'auth.signin';

/** Track account choice (spec part 1 §3); the token request reads it (spec part 1 §6). */
export const TRACK_ACCOUNT_KEYS = {
  trackAccountId: 'trackAccountId',
  tempTrackAccountId: 'tempTrackAccountId',
  associationType: 'associationType',
} as const;
