import { redirect } from '@tanstack/react-router';
import { loadSession } from './auth-runtime';
import { landingAfterSignIn } from './return-url';
import { hasRefreshToken, isSignedIn, profileRequiresUpdate } from './token-store';

/**
 * `beforeLoad` of guarded routes: only a valid access token passes (spec part 1 §4). A token
 * that expired while the device slept is renewed first; a profile still owed sends the user back
 * to the sign-in stepper, which cannot be skipped.
 */
export async function requireSignIn({ location }: { location: { href: string } }) {
  if (!isSignedIn() && hasRefreshToken()) {
    await loadSession()
      .then((s) => s.refresh())
      .catch(() => undefined);
  }
  if (!isSignedIn() || profileRequiresUpdate()) {
    throw redirect({ to: '/', search: { returnUrl: location.href } });
  }
}

/** `beforeLoad` of the sign-in screen: a signed-in user with a complete profile moves on. */
export function leaveSignInWhenSignedIn({ search }: { search: { returnUrl?: string } }) {
  if (isSignedIn() && !profileRequiresUpdate()) {
    throw redirect({ href: landingAfterSignIn(search.returnUrl) });
  }
}
