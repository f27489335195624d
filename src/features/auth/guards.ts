import { redirect } from '@tanstack/react-router';
import { atMost, codeFlow, loadSession, RESTORE_WAIT_MS, startCodeSignIn } from './auth-runtime';
import { landingAfterSignIn } from './return-url';
import { hasRefreshToken, isSignedIn, profileRequiresUpdate } from './token-store';

/**
 * `beforeLoad` of guarded routes: a valid access token passes (spec part 1 §4). A token that
 * expired while the device slept is renewed first. Offline or on a connection too slow to renew
 * it, a session with a refresh token still passes: it lives until the provider refuses the
 * refresh, which signs the user out. A profile still owed sends the user back to the sign-in
 * stepper, which cannot be skipped.
 */
export async function requireSignIn({ location }: { location: { href: string } }) {
  if (!isSignedIn() && hasRefreshToken()) {
    const refreshing = loadSession()
      .then((s) => s.refresh())
      .catch(() => undefined);
    await atMost(RESTORE_WAIT_MS, refreshing);
  }
  if (!(isSignedIn() || hasRefreshToken()) || profileRequiresUpdate()) {
    if (codeFlow()) return startCodeSignIn(location.href);
    throw redirect({ to: '/', search: { returnUrl: location.href } });
  }
}

/**
 * `beforeLoad` of the sign-in screen: a signed-in user with a complete profile moves on; in the
 * code flow a visitor goes on to the provider's sign-in page.
 */
export function leaveSignInWhenSignedIn({ search }: { search: { returnUrl?: string } }) {
  if (isSignedIn() && !profileRequiresUpdate()) {
    throw redirect({ href: landingAfterSignIn(search.returnUrl) });
  }
  if (codeFlow()) return startCodeSignIn(search.returnUrl);
}
