import type { QueryKey } from '@tanstack/react-query';
import type {
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '../contract/endpoint.ts';
import type { EditCall, EditCalls } from './calls.ts';

// The shape of an edit, without the contract's schemas: screens that only show pending edits
// (and the saved cache's rules) import this, not the calls.

/** The mutation key of every edit is `[EDIT_ROOT, call]`. */
export const EDIT_ROOT = 'edit';

/**
 * One create, update or delete as the user made it: everything needed to send it later, by a
 * later start of the app. Plain data, saved with the query cache while it is not sent.
 */
export interface Edit<C extends EditCall = EditCall> {
  call: C;
  params?: EndpointParams<EditCalls[C]>;
  query?: EndpointQuery<EditCalls[C]>;
  body?: EndpointBody<EditCalls[C]>;
  /** Sent as `Idempotency-Key`: made once when the user acted, so every replay is done once. */
  key: string;
  /** The user and track account it was made for: it is sent only with their token. */
  userId: string;
  accountId: string;
  /** What it shows while pending and names in messages (a group's or observer's name). */
  subject: string;
  /** The row it changes (a group's or observer's id), for screens that mark that row. */
  subjectId?: string;
  /** Refetched once it is done or refused, so screens show what the server holds. */
  invalidates: QueryKey[];
  /** Dropped once it is done: what no longer exists (a deleted group's page) is not asked for. */
  removes?: QueryKey[];
  madeAt: number;
}

export type EditResult<C extends EditCall> = EndpointResponse<EditCalls[C]>;

/** What the screen that made an edit learns: done now, or kept to be sent later. */
export type EditOutcome<C extends EditCall> =
  { status: 'sent'; data: EditResult<C> } | { status: 'queued' };

export const editKey = (call: EditCall) => [EDIT_ROOT, call] as const;

/** Edits of one account are sent one after another, in the order they were made. */
export const editScope = (accountId: string) => ({ id: `${EDIT_ROOT}:${accountId}` });

export const isEditKey = (key: readonly unknown[] | undefined) => key?.[0] === EDIT_ROOT;
