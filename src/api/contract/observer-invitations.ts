import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, noContent, pagedQuery, pagedResult } from './common.ts';
import { accountType } from './track-accounts.ts';

// Invitations to watch a track account (issue 28, beyond the spec). An owner who adds a phone
// number as an observer invites the number's holder: the account appears to them only once they
// accept, and never if they decline. A back end without these endpoints (the original ABP one)
// answers the list with 404, which the app reads as "no invitations".

/** Pending until the invitee answers; owners and rows older than invitations are Accepted. */
export const invitationStatus = z.enum(['Pending', 'Accepted', 'Declined']);
export type InvitationStatus = z.infer<typeof invitationStatus>;

export const observerInvitation = z.object({
  /** The observer's association id (the same id the owner's observers list shows). */
  id: guid,
  trackAccountId: guid,
  /** The name the account's owner chose: shown next to who invited, never on its own. */
  trackAccountName: z.string(),
  accountType,
  /** The inviting owner's own profile name and the phone number they sign in with. */
  inviterName: z.nullable(z.string()),
  inviterPhoneNumber: z.nullable(z.string()),
  invitationTime: z.string(),
});
export type ObserverInvitation = z.infer<typeof observerInvitation>;

/** The caller's pending invitations, newest first. Needs no account in the token. */
export const listObserverInvitations = endpoint({
  method: 'GET',
  path: '/api/app/observerInvitation',
  query: pagedQuery,
  response: pagedResult(observerInvitation),
});

/**
 * Only the invitee may answer; to anyone else the invitation does not exist (404). Answering
 * again the same way is done (204); the other way after an answer is 404.
 */
export const acceptObserverInvitation = endpoint({
  method: 'POST',
  path: '/api/app/observerInvitation/:id/accept',
  params: idParams,
  response: noContent,
});

/** The owner's list then shows the observer as Declined (and inactive: no place in the plan). */
export const declineObserverInvitation = endpoint({
  method: 'POST',
  path: '/api/app/observerInvitation/:id/decline',
  params: idParams,
  response: noContent,
});

/** How often one account may invite one person (new, again after a decline, a moved number). */
export const INVITATIONS_PER_PERSON = 3;
export const INVITATION_WINDOW_DAYS = 7;
export const INVITATION_LIMIT_CODE = 'GoTrack:InvitationLimit';
