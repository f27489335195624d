export const DEFAULT_LANDING = '/track-accounts';

/**
 * Where to go after sign-in: a same-origin path only (an open redirect would let a crafted link
 * send a fresh session elsewhere), and never back to the sign-in screen itself.
 */
export function safeReturnUrl(value: unknown, origin = location.origin): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || url.pathname === '/') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

export const landingAfterSignIn = (returnUrl: unknown, fallback = DEFAULT_LANDING) =>
  safeReturnUrl(returnUrl) ?? fallback;
