/**
 * Query keys of the notifications feature (DESIGN.md). Every key starts
 * `['notifications', accountId]`: the saved offline cache versions this feature's data by that
 * root (scripts/cache-version.ts), and each account's notifications are its own.
 */
export const notificationQueries = {
  all: (accountId: string) => ['notifications', accountId] as const,
  list: (accountId: string) => [...notificationQueries.all(accountId), 'list'] as const,
};
