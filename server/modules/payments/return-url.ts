/**
 * Where a provider sends the payer back: the callback URL the app gave when it is on the app's
 * own origin (no open redirect through our payment pages), else the app's root.
 */
export function safeReturnUrl(callbackUrl: string | null, publicUrl: string): string {
  try {
    const url = new URL(callbackUrl ?? '');
    return url.origin === new URL(publicUrl).origin ? url.href : '/';
  } catch {
    return '/';
  }
}

/** The same, always absolute (a provider outside this server needs the whole address). */
export const absoluteReturnUrl = (callbackUrl: string | null, publicUrl: string): string =>
  new URL(safeReturnUrl(callbackUrl, publicUrl), `${publicUrl}/`).href;
