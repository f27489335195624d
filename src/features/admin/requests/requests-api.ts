import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getManagedRequest, listAllRequests } from '../../../api/contract/requests-admin.ts';
import {
  advanceRequest,
  cancelRequest,
  type RequestStage,
  type RequestStatus,
  type RequestType,
} from '../../../api/contract/requests.ts';
import { call } from '../../../api/http.ts';
import { NOT_SAVED } from '../not-saved';

/** What the grid asks GET /api/app/request/all for. */
export interface BackOfficeQuery {
  skipCount: number;
  maxResultCount: number;
  stage?: RequestStage;
  status?: RequestStatus;
  types?: RequestType[];
}

// The request back office's calls. Every key starts with 'back-office-requests' so a move
// refreshes the grid and the open request at once.
export const backOfficeKeys = {
  all: ['back-office-requests'] as const,
  list: (q: BackOfficeQuery) => ['back-office-requests', 'list', q] as const,
  one: (id: string) => ['back-office-requests', 'one', id] as const,
};

export const allRequestsQuery = (query: BackOfficeQuery) =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: backOfficeKeys.list(query),
    queryFn: ({ signal }) => call(listAllRequests, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const managedRequestQuery = (id: string) =>
  queryOptions({
    meta: NOT_SAVED,
    queryKey: backOfficeKeys.one(id),
    queryFn: ({ signal }) => call(getManagedRequest, { params: { id }, signal }),
  });

/** Advance or cancel; the dialog shows a refusal itself (no toast), then everything refreshes. */
export function useRequestMove() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, move }: { id: string; move: 'advance' | 'cancel' }) => {
      const options = { params: { id }, silent: true };
      if (move === 'advance') await call(advanceRequest, options);
      else await call(cancelRequest, options);
    },
    onSettled: () => client.invalidateQueries({ queryKey: backOfficeKeys.all }),
  });
}
