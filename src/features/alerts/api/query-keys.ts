/**
 * Query keys of the alerts feature (DESIGN.md). Every key starts `['alerts', accountId]`: the
 * server answers for the account in the token, and the saved offline cache versions this
 * feature's data by that root (scripts/cache-version.ts).
 */
export const alertQueries = {
  all: (accountId: string) => ['alerts', accountId] as const,
  /** The saved alerts, page after page (Load more). */
  list: (accountId: string) => [...alertQueries.all(accountId), 'list'] as const,
  /** What an open panel loads: the family's detail, its zones or its routes. */
  detail: (accountId: string, id: string) =>
    [...alertQueries.all(accountId), 'detail', id] as const,
  places: (accountId: string, id: string) =>
    [...alertQueries.all(accountId), 'places', id] as const,
  /** The vehicles or groups one alert watches (the related-items dialog). */
  targets: (accountId: string, id: string, kind: 'vehicles' | 'groups') =>
    [...alertQueries.all(accountId), 'targets', id, kind] as const,
  /** The pickers' own copies of the account's vehicles, groups, zones and routes. */
  choices: (accountId: string, kind: ChoiceKind) =>
    [...alertQueries.all(accountId), 'choices', kind] as const,
  /** The caller's profile: whether e-mail notifications can be chosen (verified address). */
  profile: (accountId: string) => [...alertQueries.all(accountId), 'profile'] as const,
};

export type ChoiceKind = 'vehicles' | 'groups' | 'zones' | 'routes';
