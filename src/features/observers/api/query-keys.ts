/**
 * Query keys of the observers feature (DESIGN.md). Every key starts `['observers', accountId]`:
 * the server answers for the account in the token, and the saved offline cache versions this
 * feature's data by that root (scripts/cache-version.ts).
 */
export const observerQueries = {
  all: (accountId: string) => ['observers', accountId] as const,
  lists: (accountId: string) => [...observerQueries.all(accountId), 'list'] as const,
  list: (accountId: string, page: number) => [...observerQueries.lists(accountId), page] as const,
  /** What one observer sees (`observerId` is their association id). */
  items: (accountId: string, observerId: string) =>
    [...observerQueries.all(accountId), 'items', observerId] as const,
  /** The pickers' own copies of the account's vehicles and groups (features share no queries). */
  vehicles: (accountId: string) => [...observerQueries.all(accountId), 'vehicles'] as const,
  groups: (accountId: string) => [...observerQueries.all(accountId), 'groups'] as const,
};
