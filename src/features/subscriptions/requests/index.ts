// The requests screens, for the routes to compose (spec part 1 §2 items 6, 7 and 9).
export { AccountRequestsDialog } from './components/account-requests-dialog';
export type { AccountRequestsDialogProps } from './components/account-requests-dialog';
export { RequestDetailsPage } from './components/request-details-page';
export { RequestsPage } from './components/requests-page';
export { accountRequestsQuery, myRequestsQuery, requestQuery } from './api/request-queries';
export { requestQueries } from './query-keys';
