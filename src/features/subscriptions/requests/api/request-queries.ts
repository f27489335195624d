import { queryOptions } from '@tanstack/react-query';
import { getRequestBill } from '../../../../api/contract/billing.ts';
import { getSmsBundle } from '../../../../api/contract/catalogue.ts';
import {
  addVehiclesRequests,
  businessRequests,
  listAccountRequests,
  listMyRequests,
  personalRequests,
  renewRequests,
  smsBundleRenewalRequests,
  type RequestDto,
  type RequestType,
} from '../../../../api/contract/requests.ts';
import { call } from '../../../../api/http.ts';
import { isMoving } from '../rules';
import { requestQueries } from '../query-keys';

/** Spec §9: request lists load up to 999 items, with empty filters. */
const PAGE = { skipCount: 0, maxResultCount: 999 };

// The demo back office moves requests on within seconds, a real one within hours: lists that
// hold a moving request look again now and then while they are on screen.
const POLL_MS = 5000;
// Stages change elsewhere (the back office, a payment in another tab): a saved copy shows at
// once, but every screen that opens asks again (no 30 s grace as for the catalogue).
const ALWAYS_ASK = 0;

const pollWhileMoving = (items: readonly RequestDto[] | undefined) =>
  items?.some(isMoving) ? POLL_MS : false;

/** GET /api/app/request — the caller's requests. */
export const myRequestsQuery = (locale: string) =>
  queryOptions({
    queryKey: requestQueries.mine(locale),
    queryFn: ({ signal }) => call(listMyRequests, { query: PAGE, signal, background: true }),
    staleTime: ALWAYS_ASK,
    refetchInterval: (query) => pollWhileMoving(query.state.data?.items),
  });

/** GET /api/app/request/ofTrackAccountId — the requests of an account the caller owns. */
export const accountRequestsQuery = (accountId: string, locale: string) =>
  queryOptions({
    queryKey: requestQueries.ofAccount(accountId, locale),
    queryFn: ({ signal }) =>
      call(listAccountRequests, {
        query: { ...PAGE, trackAccountId: accountId },
        signal,
        background: true,
      }),
    staleTime: ALWAYS_ASK,
    refetchInterval: (query) => pollWhileMoving(query.state.data?.items),
  });

function fetchRequest(type: RequestType, id: string, signal: AbortSignal) {
  switch (type) {
    case 'SmsBundleRenewalRequest':
      // The SMS bundle family takes the id as a query (spec §7).
      return call(smsBundleRenewalRequests.get, { query: { requestId: id }, signal });
    case 'PersonalAccountSubscription':
      return call(personalRequests.get, { params: { id }, signal });
    case 'BusinessAccountSubscription':
      return call(businessRequests.get, { params: { id }, signal });
    case 'AddVehiclesRequest':
      return call(addVehiclesRequests.get, { params: { id }, signal });
    case 'RenewSubscription':
      return call(renewRequests.get, { params: { id }, signal });
  }
}

/** GET /api/app/{kind}/{id} — one request of the caller. */
export const requestQuery = (type: RequestType, id: string, locale: string) =>
  queryOptions({
    queryKey: requestQueries.detail(type, id, locale),
    queryFn: ({ signal }) => fetchRequest(type, id, signal),
    staleTime: ALWAYS_ASK,
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? POLL_MS : false),
  });

/** GET /api/app/bill/bill/{id} — for a request that came without its bill embedded. */
export const requestBillQuery = (id: string) =>
  queryOptions({
    queryKey: requestQueries.bill(id),
    queryFn: ({ signal }) => call(getRequestBill, { params: { id }, signal }),
  });

/** GET /api/app/renewSubscriptionRequest/{id}/newVehicles | removedVehicles. */
export const renewVehiclesQuery = (
  id: string,
  list: 'newVehicles' | 'removedVehicles',
  locale: string,
) =>
  queryOptions({
    queryKey: requestQueries.renewList(id, list, locale),
    queryFn: ({ signal }) => call(renewRequests[list], { params: { id }, query: PAGE, signal }),
  });

/** GET /api/app/renewSubscriptionRequest/{id}/removedUsers — observers the renewal removes. */
export const removedUsersQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: requestQueries.renewList(id, 'removedUsers', locale),
    queryFn: ({ signal }) =>
      call(renewRequests.removedUsers, { params: { id }, query: PAGE, signal }),
  });

/** GET /api/app/smsBundle/{id} — the chosen bundle's name and size. */
export const smsBundleQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: requestQueries.smsBundle(id, locale),
    queryFn: ({ signal }) => call(getSmsBundle, { params: { id }, signal }),
    staleTime: 60 * 60 * 1000,
  });
