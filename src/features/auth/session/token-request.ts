import { User } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { decodeJwt } from '../jwt';
import { nowInSeconds } from '../token-store';

/** A refused or failed token request: status 0 when the network failed. */
export class TokenRequestError extends Error {
  constructor(
    readonly status: number,
    readonly oauthError?: string,
    /** The provider's `error_description`: which refusal it was (never shown as such). */
    readonly description?: string,
  ) {
    super(oauthError ?? `token request failed (${status})`);
    this.name = 'TokenRequestError';
  }
}

interface TokenResponse {
  access_token: string;
  token_type?: string;
  expires_in?: number;
  refresh_token?: string;
  id_token?: string;
  scope?: string;
}

/**
 * POSTs a grant to the token endpoint ourselves: oidc-client-ts has no API for custom grants
 * such as `otp`, so we build the User and hand it over (see STACK.md).
 */
export async function requestToken(
  tokenEndpoint: string,
  params: Record<string, string>,
  headers: Record<string, string>,
): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
        ...headers,
      },
      body: new URLSearchParams(params),
    });
  } catch {
    throw new TokenRequestError(0);
  }
  const body = (await response.json().catch(() => ({}))) as Partial<TokenResponse> & {
    error?: string;
    error_description?: string;
  };
  if (!response.ok) {
    throw new TokenRequestError(response.status, body.error, body.error_description);
  }
  if (typeof body.access_token !== 'string') throw new TokenRequestError(response.status);
  return body as TokenResponse;
}

const sameIssuer = (a: unknown, b: string) =>
  typeof a === 'string' && a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The id token checks of spec part 1 §5 that apply to a direct grant (no nonce, no at_hash). */
export function userFromTokenResponse(response: TokenResponse, config: RuntimeConfig): User {
  const claims = decodeJwt(response.id_token);
  if (response.id_token) {
    const aud = claims.aud;
    const audiences = Array.isArray(aud) ? aud : [aud];
    const problem = !audiences.includes(config.clientId)
      ? 'Wrong audience'
      : !claims.sub
        ? 'No sub claim in id_token'
        : !claims.iat
          ? 'No iat claim in id_token'
          : !sameIssuer(claims.iss, config.issuer)
            ? 'Wrong issuer'
            : null;
    if (problem) throw new Error(problem);
  }
  // Without an id token (a provider not asked for openid) the access token names the user.
  const profile = response.id_token ? claims : decodeJwt(response.access_token);
  return new User({
    access_token: response.access_token,
    token_type: response.token_type ?? 'Bearer',
    refresh_token: response.refresh_token,
    id_token: response.id_token,
    scope: response.scope,
    session_state: null,
    profile: profile as User['profile'],
    expires_at:
      response.expires_in === undefined ? undefined : nowInSeconds() + response.expires_in,
  });
}
