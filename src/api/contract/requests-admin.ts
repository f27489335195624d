import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { idParams, pagedResult } from './common.ts';
import { requestDto, requestListQuery, requestStage } from './requests.ts';

// The request back office (issue 17): every account's requests of the caller's tenant, for
// holders of GoTrack.Requests.Manage. Advance and cancel reuse the existing calls
// (`advanceRequest`, `cancelRequest` in requests.ts); the server lets a manager use them on any
// request of the tenant.

export const REQUEST_MANAGE_POLICY = 'GoTrack.Requests.Manage';

/** Filters of the back office list: the owner's list filters plus the stage. */
export const managedRequestListQuery = z.extend(requestListQuery, {
  stage: z.optional(requestStage),
});
export type ManagedRequestListQuery = z.input<typeof managedRequestListQuery>;

/** A request as the back office sees it: who asked for it, besides the request itself. */
export const managedRequestDto = z.extend(requestDto, {
  ownerName: z.string(),
  ownerPhoneNumber: z.nullable(z.string()),
  /** Where "advance" takes it; null once finished, cancelled or rejected. */
  nextStage: z.nullable(requestStage),
});
export type ManagedRequestDto = z.infer<typeof managedRequestDto>;

/** Every request of the tenant, newest first. */
export const listAllRequests = endpoint({
  method: 'GET',
  path: '/api/app/request/all',
  query: managedRequestListQuery,
  response: pagedResult(managedRequestDto),
});

/** One request of the tenant, whoever made it. */
export const getManagedRequest = endpoint({
  method: 'GET',
  path: '/api/app/request/:id',
  params: idParams,
  response: managedRequestDto,
});
