import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n, loadCatalog } from '../../../i18n/i18n';
import { toast } from '../../../ui/toast-store';
import { PENDING_EVENT_KEY } from '../storage-keys';

/** The OAuth events of spec part 1 §8 (popups are not used: no popup events). */
export type OAuthEventType =
  | 'discovery_document_validation_error'
  | 'discovery_document_load_error'
  | 'jwks_load_error'
  | 'user_profile_load_error'
  | 'token_error'
  | 'token_refresh_error'
  | 'token_validation_error'
  | 'token_revoke_error'
  | 'token_expired'
  | 'session_terminated'
  | 'code_error'
  | 'invalid_nonce_in_state'
  | 'silent_refresh_timeout'
  | 'silent_refresh_error'
  | 'session_error';

export interface OAuthEvent {
  type: OAuthEventType;
  /** The underlying failure, for the console: never shown as such. */
  reason?: unknown;
}

// Each event says what happened in the user's words; the technical reason goes to the console.
export const EVENT_MESSAGES: Record<OAuthEventType, MessageDescriptor> = {
  discovery_document_validation_error: msg`The sign-in server's settings are not safe to use (it must use HTTPS and match the configured issuer).`,
  discovery_document_load_error: msg`The sign-in server could not be reached. Check your connection and try again.`,
  jwks_load_error: msg`The sign-in server's keys could not be loaded, so your sign-in could not be checked.`,
  user_profile_load_error: msg`Your profile could not be loaded from the sign-in server.`,
  token_error: msg`Signing in failed. Please try again.`,
  token_refresh_error: msg`Your session could not be renewed. Please sign in again.`,
  token_validation_error: msg`The sign-in answer failed its security checks and was refused. Please sign in again.`,
  token_revoke_error: msg`Signed out here, but the sign-in server could not be told.`,
  token_expired: msg`Your session has expired. Please sign in again.`,
  session_terminated: msg`Your session was ended. Please sign in again.`,
  code_error: msg`The sign-in server refused the sign-in. Please try again.`,
  invalid_nonce_in_state: msg`This sign-in answer does not belong to a sign-in started here, so it was refused. Please sign in again.`,
  silent_refresh_timeout: msg`Renewing your session took too long; it will be tried again.`,
  silent_refresh_error: msg`Your session could not be renewed in the background.`,
  session_error: msg`Your session could not be checked with the sign-in server.`,
};

/** Returns true when it handled the event: the default handling is then skipped (spec §4). */
export type OAuthErrorFilter = (event: OAuthEvent) => boolean;
const filters = new Set<OAuthErrorFilter>();

export function addOAuthErrorFilter(filter: OAuthErrorFilter): () => void {
  filters.add(filter);
  return () => filters.delete(filter);
}

/** The event's text in the active language (its catalog loads with the sign-in steps). */
export async function eventMessage(type: OAuthEventType): Promise<string> {
  await loadCatalog('signin').catch(() => undefined);
  return i18n._(EVENT_MESSAGES[type]);
}

/**
 * Offers the event to the filters, then tells the user: `now` in a toast; `next-page` when the
 * session is ending and the page is about to reload (the message waits in sessionStorage);
 * `page` when the screen that raised it says it itself.
 */
export async function emitOAuthEvent(
  event: OAuthEvent,
  show: 'now' | 'next-page' | 'page' = 'now',
): Promise<void> {
  console.warn(`OAuth event ${event.type}`, event.reason ?? '');
  for (const filter of filters) if (filter(event)) return;
  if (show === 'next-page') sessionStorage.setItem(PENDING_EVENT_KEY, event.type);
  else if (show === 'now') toast.error(await eventMessage(event.type));
}

/** Start-up: the message of an event that ended the previous page's session. */
export async function showPendingEvent(): Promise<void> {
  const type = sessionStorage.getItem(PENDING_EVENT_KEY) as OAuthEventType | null;
  sessionStorage.removeItem(PENDING_EVENT_KEY);
  if (type && type in EVENT_MESSAGES) toast.error(await eventMessage(type));
}
