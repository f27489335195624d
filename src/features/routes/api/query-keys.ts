/**
 * Query keys of the routes feature (DESIGN.md). Every key starts with the account id: the server
 * answers for the account in the token, so two accounts' routes never share an entry.
 */
export const routeQueries = {
  all: (accountId: string) => ['routes', accountId] as const,
  lists: (accountId: string) => ['routes', accountId, 'list'] as const,
  list: (accountId: string, size: number) => ['routes', accountId, 'list', size] as const,
  detail: (accountId: string, id: string) => ['routes', accountId, 'detail', id] as const,
};
