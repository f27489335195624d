/**
 * Query keys of the monitoring feature (DESIGN.md). Every key starts with the account id: the
 * server answers for the account in the token, so two accounts' vehicles never share an entry.
 */
export const monitoringQueries = {
  vehicles: (accountId: string) => ['monitoring', accountId, 'vehicles'] as const,
  vehicle: (accountId: string, id: string) => ['monitoring', accountId, 'vehicle', id] as const,
  live: (accountId: string) => ['monitoring', accountId, 'live'] as const,
  history: (accountId: string, vehicleId: string, from: string, to: string) =>
    ['monitoring', accountId, 'history', vehicleId, from, to] as const,
  report: (accountId: string, vehicleId: string, from: string, to: string) =>
    ['monitoring', accountId, 'report', vehicleId, from, to] as const,
};
