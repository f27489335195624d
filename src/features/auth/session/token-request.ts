import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { decodeJwt } from '../jwt';
import { userFromTokens, type OidcUser } from './oidc-user';

/** A hanging request to the provider must fail (and be retried) rather than hold a refresh. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A refused or failed request to the provider: status 0 when the network failed or timed out.
 * `oauthError` is set when the provider answered with an OAuth error (RFC 6749 §5.2): it said no.
 */
export class TokenRequestError extends Error {
  constructor(
    readonly status: number,
    readonly oauthError?: string,
    /** The provider's `error_description`, or why no answer came (never shown as such). */
    readonly description?: string,
  ) {
    super(oauthError ?? `token request failed (${status}${description ? `, ${description}` : ''})`);
    this.name = 'TokenRequestError';
  }
}

export interface TokenResponse {
  access_token: string;
  token_type?: string;
  expires_in?: number;
  refresh_token?: string;
  id_token?: string;
  scope?: string;
}

type Answer = Record<string, unknown> & { error?: unknown; error_description?: unknown };

/** fetch with REQUEST_TIMEOUT_MS for the whole exchange; the body is read as JSON ({} if none). */
async function send(url: string, init: RequestInit): Promise<{ response: Response; body: Answer }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    let body: Answer = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === 'object') body = parsed as Answer;
    } catch {
      // A proxy's HTML error page: the status alone tells what happened.
    }
    return { response, body };
  } catch {
    throw new TokenRequestError(0, undefined, controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}

export async function getJson<T>(url: string): Promise<T> {
  const { response, body } = await send(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new TokenRequestError(response.status);
  return body as T;
}

/** POSTs a form to a provider endpoint; empty values are left out. */
export async function postForm(
  url: string,
  params: Record<string, string | null | undefined>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) form.set(name, value);
  const { response, body } = await send(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      ...headers,
    },
    body: form,
  });
  if (!response.ok) {
    const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    throw new TokenRequestError(response.status, text(body.error), text(body.error_description));
  }
  return body;
}

/** Any grant: the code flow's, a refresh, and custom ones (`otp`) no library offers. */
export async function requestToken(
  tokenEndpoint: string,
  params: Record<string, string | null | undefined>,
  headers: Record<string, string> = {},
): Promise<TokenResponse> {
  const body = await postForm(tokenEndpoint, params, headers);
  if (typeof body.access_token !== 'string')
    throw new TokenRequestError(200, undefined, 'no token');
  return body as unknown as TokenResponse;
}

const sameIssuer = (a: unknown, b: string) =>
  typeof a === 'string' && a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The id token checks of spec part 1 §5 that apply to a direct grant (no nonce, no at_hash). */
export function userFromTokenResponse(response: TokenResponse, config: RuntimeConfig): OidcUser {
  const user = userFromTokens(response);
  if (response.id_token) {
    const claims = decodeJwt(response.id_token);
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
  } else {
    // Without an id token (a provider not asked for openid) the access token names the user.
    user.profile = decodeJwt(response.access_token);
  }
  return user;
}
