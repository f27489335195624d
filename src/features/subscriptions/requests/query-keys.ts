import type { RequestType } from '../../../api/contract/requests.ts';
import { subscriptionQueries } from '../api/query-keys';

/**
 * Query keys of the requests screens, under the feature's root key. Requests carry localized
 * names (plan, governorate, city), so every key holds the language.
 */
const all = () => [...subscriptionQueries.all(), 'requests'] as const;

export const requestQueries = {
  all,
  mine: (locale: string) => [...all(), 'mine', locale] as const,
  ofAccount: (accountId: string, locale: string) =>
    [...all(), 'account', accountId, locale] as const,
  detail: (type: RequestType, id: string, locale: string) =>
    [...all(), 'detail', type, id, locale] as const,
  bill: (id: string) => [...all(), 'bill', id] as const,
  renewList: (id: string, list: string, locale: string) =>
    [...all(), 'renew', id, list, locale] as const,
  smsBundle: (id: string, locale: string) => [...all(), 'smsBundle', id, locale] as const,
};
