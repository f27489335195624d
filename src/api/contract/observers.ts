import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, pagedQuery, pagedResult } from './common.ts';

// Observers of the track account in the access token (spec part 2 §3 "Observer", §7).

export const observer = z.object({
  /** The user's association with the account: what renewal's removeUsers and activation take. */
  id: guid,
  userId: guid,
  name: z.string(),
  phoneNumber: z.nullable(z.string()),
  /** "Active" or "Inactive"; only active observers count against the plan's user count. */
  status: z.enum(['Active', 'Inactive']),
});
export type Observer = z.infer<typeof observer>;

/** Owners only. */
export const listObservers = endpoint({
  method: 'GET',
  path: '/api/app/observation',
  query: pagedQuery,
  response: pagedResult(observer),
});
