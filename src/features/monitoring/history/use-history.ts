import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../ui/toast-store';
import { vehicleHistoryQuery } from '../api/vehicle-history';
import { vehicleReportQuery } from '../api/vehicle-report';
import type { IsoRange } from '../time';
import { latestCachedRange } from './cached-range';
import { presetRange, type HistoryChoice } from './range';
import { NO_MOVEMENT, NO_MOVEMENT_MS } from './range-messages';

/**
 * The chosen range and its history and report (spec part 2 §4): both reload whenever the range
 * changes or on refresh; an empty history is announced once per load. Offline nothing is asked
 * (each failure would be one more error toast): the cache answers, or the offline banner says
 * nothing is saved.
 */
export function useHistory(accountId: string, vehicleId: string, online: boolean) {
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [choice, setChoice] = useState<HistoryChoice>('hour');
  const [chosen, setRange] = useState<IsoRange>(() => presetRange('hour'));
  const cached =
    online || choice === 'custom' ? null : latestCachedRange(client, accountId, vehicleId, choice);
  const range = cached ?? chosen;
  const history = useQuery({
    ...vehicleHistoryQuery(accountId, vehicleId, range.from, range.to),
    enabled: online,
  });
  const report = useQuery({
    ...vehicleReportQuery(accountId, vehicleId, range.from, range.to),
    enabled: online,
  });

  // Keyed by the load, not the render: a re-render or a cached copy shown again stays quiet.
  const warned = useRef<string | null>(null);
  const empty = history.data?.length === 0 && !history.isFetching;
  const load = `${range.from}/${range.to}/${history.dataUpdatedAt}`;
  useEffect(() => {
    if (!empty || warned.current === load) return;
    warned.current = load;
    toast.warning(i18n._(NO_MOVEMENT), { durationMs: NO_MOVEMENT_MS });
  }, [empty, load, i18n]);

  function choose(next: HistoryChoice) {
    setChoice(next);
    // "Custom" keeps the shown range until a custom one is applied.
    if (next !== 'custom') setRange(presetRange(next));
  }

  function refresh() {
    if (choice !== 'custom') {
      const next = presetRange(choice);
      if (next.from !== chosen.from || next.to !== chosen.to) {
        setRange(next);
        return;
      }
    }
    void history.refetch();
    void report.refetch();
  }

  return {
    choice,
    range,
    history,
    report,
    choose,
    apply: setRange,
    refresh,
    refreshing: history.isFetching || report.isFetching,
  };
}
