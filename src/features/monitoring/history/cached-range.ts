import type { QueryClient } from '@tanstack/react-query';
import { vehicleHistoryQuery } from '../api/vehicle-history';
import type { IsoRange } from '../time';
import { PRESET_MINUTES, type HistoryPreset } from './range';

/**
 * Offline, a preset's range (ending at the current minute) is never in the cache: its latest
 * cached load of the same length is shown instead, so a history viewed before still shows.
 */
export function latestCachedRange(
  client: QueryClient,
  accountId: string,
  vehicleId: string,
  preset: HistoryPreset,
): IsoRange | null {
  const prefix = vehicleHistoryQuery(accountId, vehicleId, '', '').queryKey.slice(0, 4);
  const span = PRESET_MINUTES[preset] * 60_000;
  let best: IsoRange | null = null;
  for (const [key, data] of client.getQueriesData({ queryKey: prefix })) {
    const [from, to] = key.slice(4) as [unknown, unknown];
    if (data === undefined || typeof from !== 'string' || typeof to !== 'string') continue;
    if (Date.parse(to) - Date.parse(from) !== span) continue;
    if (!best || Date.parse(to) > Date.parse(best.to)) best = { from, to };
  }
  return best;
}
