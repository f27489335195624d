import type { User, UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '../../../api/contract/runtime-config.ts';
import { i18n } from '../../../i18n/i18n';
import { landingAfterSignIn } from '../return-url';
import { NONCE_KEY } from '../storage-keys';
import type { OAuthEventType } from './oauth-events';
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

/** Spec part 1 §9: a 45-character nonce, from the browser's CSPRNG. */
export function newNonce(length = 45): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(bytes, (b) => alphabet[b & 63]).join('');
}

/** Off to the provider's authorize endpoint; `returnUrl` comes back in the stored state. */
export async function signInRedirect(um: UserManager, returnUrl?: string): Promise<void> {
  const nonce = newNonce();
  sessionStorage.setItem(NONCE_KEY, nonce);
  const lang = i18n.locale;
  await um.signinRedirect({
    nonce,
    state: { returnUrl: landingAfterSignIn(returnUrl) },
    // ABP reads culture and ui-culture; oidc-provider reads ui_locales (spec part 1 §7).
    extraQueryParams: { culture: lang, 'ui-culture': lang, ui_locales: lang },
  });
}

// oidc-client-ts's text when the `state` of the answer matches no sign-in started here.
const UNKNOWN_STATE = /no matching state/i;

/**
 * `/auth/callback`: oidc-client-ts checks the state and exchanges the code with the PKCE verifier;
 * then every token check of spec part 1 §5 runs before the session starts.
 */
export async function completeSignIn(
  um: UserManager,
  config: RuntimeConfig,
  establish: (user: User) => Promise<void>,
  url = location.href,
): Promise<string> {
  const nonce = sessionStorage.getItem(NONCE_KEY) ?? undefined;
  sessionStorage.removeItem(NONCE_KEY);
  let user: User;
  try {
    user = await um.signinRedirectCallback(url);
  } catch (error) {
    const { name, message } = error as Error;
    if (UNKNOWN_STATE.test(message)) throw new SignInError('invalid_nonce_in_state', error);
    if (/nonce/i.test(message)) throw new SignInError('invalid_nonce_in_state', error);
    throw new SignInError(name === 'ErrorResponse' ? 'code_error' : 'token_error', error);
  }
  try {
    const checks = await import('./check-tokens');
    const doc = await um.metadataService.getMetadata();
    const claims = await checks.checkTokenResponse(doc, config, user, { nonce });
    if (claims?.sub) await checks.checkUserInfo(doc, user.access_token, claims.sub);
  } catch (error) {
    await um.removeUser();
    if (error instanceof TokenValidationError) throw new SignInError(error.event, error);
    throw new SignInError('user_profile_load_error', error);
  }
  await establish(user);
  return landingAfterSignIn((user.state as { returnUrl?: string } | undefined)?.returnUrl);
}

/**
 * The provider's end-session address, so the provider forgets the user too (spec part 1 §7);
 * null when it has none. The caller navigates there (a full page load, like every sign-out).
 */
export async function endSessionUrl(um: UserManager, idToken: string): Promise<string | null> {
  const endpoint = await um.metadataService.getEndSessionEndpoint();
  if (!endpoint) return null;
  const url = new URL(endpoint);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', um.settings.post_logout_redirect_uri ?? '');
  url.searchParams.set('client_id', um.settings.client_id);
  url.searchParams.set('state', newNonce(16));
  return url.href;
}
