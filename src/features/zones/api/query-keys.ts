/** Query keys of the zones feature; each starts with the account id (DESIGN.md). */
export const zoneQueries = {
  all: (accountId: string) => ['zones', accountId] as const,
  list: (accountId: string) => ['zones', accountId, 'list'] as const,
  detail: (accountId: string, id: string) => ['zones', accountId, 'detail', id] as const,
};
