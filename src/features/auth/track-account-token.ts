import { atMost, loadSession, RESTORE_WAIT_MS } from './auth-runtime';
import { tokenAccountId } from './token-store';

// Only the account screens (all lazy) need these: kept out of auth-runtime, which is on the
// sign-in screen's bundle.

/** A token that carries this track account: its claims, and calls then answer for it. */
export const refreshForTrackAccount = (trackAccountId: string) =>
  loadSession().then((s) => s.refreshWithTrackAccount(trackAccountId));

/**
 * Before a call answered for this account (the purchase screens): a new token only when the one
 * held carries another account. Every refresh rotates the refresh token, and one whose answer is
 * lost (the app closed or reloaded at that moment, a dropped connection) leaves the stored token
 * spent: the server then takes the next use as a replay and ends the session.
 */
export const scopeTokenTo = (trackAccountId: string): Promise<unknown> =>
  tokenAccountId() === trackAccountId ? Promise.resolve() : refreshForTrackAccount(trackAccountId);

/**
 * Before an account's screens. A token for another account (its info dialog was opened, another
 * tab chose one) would make every call answer for the wrong account; offline, or on a connection
 * too slow to get a new one soon, the old token has to do (the saved screens show at once).
 */
export async function tokenForTrackAccount(trackAccountId: string) {
  if (tokenAccountId() === trackAccountId) return;
  await atMost(
    RESTORE_WAIT_MS,
    refreshForTrackAccount(trackAccountId).catch(() => undefined),
  );
}
