/**
 * Query keys of the groups feature (DESIGN.md). Every key starts with the account id: the server
 * answers for the account in the token, so two accounts' groups never share an entry.
 */
export const groupQueries = {
  all: (accountId: string) => ['groups', accountId] as const,
  lists: (accountId: string) => ['groups', accountId, 'list'] as const,
  list: (accountId: string, page: number) => ['groups', accountId, 'list', page] as const,
  detail: (accountId: string, id: string) => ['groups', accountId, 'detail', id] as const,
  vehicles: (accountId: string, id: string) =>
    ['groups', accountId, 'detail', id, 'vehicles'] as const,
  accountVehicles: (accountId: string) => ['groups', accountId, 'account-vehicles'] as const,
};
