import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { i18n } from '../../../i18n/i18n';
import { landingAfterSignIn } from '../return-url';
import { PENDING_SIGN_IN_KEY } from '../storage-keys';
import type { OidcClient } from './oidc-client';
import { userFromTokens, type OidcUser } from './oidc-user';
import type { OAuthEventType } from './oauth-events';
import { createPkce, newNonce, randomToken } from './pkce';
import { TokenRequestError } from './token-request';
import { TokenValidationError } from './token-validation-error';

/** A code-flow failure, named by its OAuth event (spec part 1 §8). */
export class SignInError extends Error {
  override name = 'SignInError';
  constructor(
    readonly event: OAuthEventType,
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : event);
  }
}

/** What the callback needs of the sign-in it answers. Kept in this tab only, used once. */
interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnUrl: string;
}

/** The provider's sign-in address for a new sign-in, whose secrets are kept for the callback. */
export async function authorizeUrl(client: OidcClient, returnUrl?: string): Promise<string> {
  const { verifier, challenge } = await createPkce();
  const pending: PendingSignIn = {
    state: randomToken(),
    nonce: newNonce(),
    codeVerifier: verifier,
    returnUrl: landingAfterSignIn(returnUrl),
  };
  const url = new URL(await client.endpoint('authorization_endpoint'));
  const lang = i18n.locale;
  const params = {
    client_id: client.settings.clientId,
    redirect_uri: client.settings.redirectUri,
    response_type: 'code',
    scope: client.settings.scope,
    nonce: pending.nonce,
    state: pending.state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    // ABP reads culture and ui-culture; oidc-provider reads ui_locales (spec part 1 §7).
    culture: lang,
    'ui-culture': lang,
    ui_locales: lang,
  };
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
  sessionStorage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
  return url.href;
}

/** Off to the provider's authorize endpoint; `returnUrl` comes back through the kept state. */
export async function signInRedirect(client: OidcClient, returnUrl?: string): Promise<void> {
  location.assign(await authorizeUrl(client, returnUrl));
}

function readPendingSignIn(): PendingSignIn | null {
  try {
    return JSON.parse(
      sessionStorage.getItem(PENDING_SIGN_IN_KEY) ?? 'null',
    ) as PendingSignIn | null;
  } catch {
    return null;
  }
}

/** The sign-in this answer's `state` belongs to, forgotten so that it cannot be replayed. */
function takePendingSignIn(state: string | null): PendingSignIn | null {
  const pending = readPendingSignIn();
  // Another state leaves the sign-in under way alone: its own answer may still come.
  if (!state || pending?.state !== state) return null;
  sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
  return pending;
}

/**
 * `/auth/callback`: the state must be that of a sign-in started in this tab, the code is
 * exchanged with its PKCE verifier, then every token check of spec part 1 §5 runs before the
 * session starts. Resolves with where to go.
 */
export async function completeSignIn(
  client: OidcClient,
  config: RuntimeConfig,
  establish: (user: OidcUser) => Promise<void>,
  url = location.href,
): Promise<string> {
  const answer = new URL(url).searchParams;
  const pending = takePendingSignIn(answer.get('state'));
  if (!pending) {
    throw new SignInError(
      'invalid_nonce_in_state',
      new Error('No matching state found in storage'),
    );
  }
  const error = answer.get('error');
  if (error) {
    const description = answer.get('error_description') ?? undefined;
    throw new SignInError('code_error', new TokenRequestError(0, error, description));
  }
  const code = answer.get('code');
  if (!code) throw new SignInError('token_error', new Error('Expected code in response'));
  let user: OidcUser;
  try {
    user = userFromTokens(await client.exchangeCode(code, pending.codeVerifier));
  } catch (reason) {
    const refused = reason instanceof TokenRequestError && reason.oauthError;
    throw new SignInError(refused ? 'code_error' : 'token_error', reason);
  }
  try {
    const checks = await import('./check-tokens');
    const doc = await client.metadata();
    const claims = await checks.checkTokenResponse(doc, config, user, { nonce: pending.nonce });
    if (claims?.sub) await checks.checkUserInfo(doc, user.access_token, claims.sub);
  } catch (error) {
    if (!(error instanceof TokenValidationError))
      throw new SignInError('user_profile_load_error', error);
    // An id token for another sign-in's nonce (spec part 1 §5).
    const wrongNonce = error.message === 'Wrong nonce';
    throw new SignInError(wrongNonce ? 'invalid_nonce_in_state' : error.event, error);
  }
  await establish(user);
  return landingAfterSignIn(pending.returnUrl);
}

/**
 * The provider's end-session address, so the provider forgets the user too (spec part 1 §7);
 * null when it has none. The caller navigates there (a full page load, like every sign-out).
 */
export async function endSessionUrl(client: OidcClient, idToken: string): Promise<string | null> {
  const endpoint = (await client.metadata()).end_session_endpoint;
  if (!endpoint) return null;
  const url = new URL(endpoint);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', client.settings.postLogoutRedirectUri);
  url.searchParams.set('client_id', client.settings.clientId);
  url.searchParams.set('state', newNonce(16));
  return url.href;
}
