import { decodeJwt } from '../jwt';
import { nowInSeconds } from '../token-store';
import type { TokenResponse } from './token-request';

/** The id token's claims, as kept in the stored user. */
export type Profile = Record<string, unknown> & { sub?: string };

/**
 * The signed-in user, stored as JSON under `oidc.user:{issuer}:{client id}`. The fields and
 * their order are those of oidc-client-ts 3.5's `User.toStorageString()`, which wrote this key
 * before: sessions of installed apps survive the upgrade, and `token-store.ts` reads it as is.
 */
export interface OidcUser {
  id_token?: string;
  session_state: string | null;
  access_token: string;
  refresh_token?: string | null;
  token_type: string;
  scope?: string;
  profile: Profile;
  /** Seconds since the epoch; absent when the provider gave no lifetime. */
  expires_at?: number;
}

export function serializeUser(user: OidcUser): string {
  const { id_token, session_state, access_token, refresh_token, token_type } = user;
  const { scope, profile, expires_at } = user;
  return JSON.stringify({
    id_token,
    session_state,
    access_token,
    refresh_token,
    token_type,
    scope,
    profile,
    expires_at,
  });
}

/** Unreadable or foreign content counts as no user, as in `token-store.ts`. */
export function parseUser(raw: string | null): OidcUser | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<OidcUser> | null;
    if (typeof parsed?.access_token !== 'string') return null;
    return {
      ...parsed,
      access_token: parsed.access_token,
      session_state: parsed.session_state ?? null,
      token_type: parsed.token_type ?? 'Bearer',
      profile: parsed.profile ?? {},
    };
  } catch {
    return null;
  }
}

/** Seconds the access token has left (negative once expired); undefined without a lifetime. */
export const expiresIn = (user: Pick<OidcUser, 'expires_at'>) =>
  user.expires_at === undefined ? undefined : user.expires_at - nowInSeconds();

/** A token without a lifetime never counts as expired (as in oidc-client-ts). */
export const isExpired = (user: Pick<OidcUser, 'expires_at'>) => (expiresIn(user) ?? 1) <= 0;

// Protocol claims say nothing about the user; oidc-client-ts left them out of the profile.
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

export function profileOf(idToken: string): Profile {
  const claims: Profile = decodeJwt(idToken);
  for (const claim of PROTOCOL_CLAIMS) delete claims[claim];
  return claims;
}

/**
 * The user a token response makes. A refresh answer may leave out the refresh token (no
 * rotation) or the id token (no `openid` on refresh): the previous ones are kept, the profile
 * with its id token.
 */
export function userFromTokens(response: TokenResponse, previous?: OidcUser | null): OidcUser {
  const idToken = response.id_token ?? previous?.id_token;
  return {
    id_token: idToken,
    session_state: previous?.session_state ?? null,
    access_token: response.access_token,
    refresh_token: response.refresh_token ?? previous?.refresh_token,
    token_type: response.token_type ?? 'Bearer',
    scope: response.scope ?? previous?.scope,
    profile: response.id_token
      ? profileOf(response.id_token)
      : (previous?.profile ?? (idToken ? profileOf(idToken) : {})),
    expires_at:
      response.expires_in === undefined ? undefined : nowInSeconds() + Number(response.expires_in),
  };
}
