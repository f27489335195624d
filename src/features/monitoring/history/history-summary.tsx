import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PositionValue } from '../../../api/contract/monitoring.ts';
import type { VehicleReport } from '../../../api/contract/monitoring.ts';
import { formatDateTime, formatNumber } from '../time';
import * as css from './history.css';

export interface HistorySummaryProps {
  points: readonly PositionValue[] | undefined;
  report: VehicleReport | undefined;
}

function Item({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={css.summaryItem}>
      <dt className={css.term}>{term}</dt>
      <dd className={css.value}>{children}</dd>
    </div>
  );
}

/** Spec part 2 §2: from (first position), distance, to (last position). */
export function HistorySummary({ points, report }: HistorySummaryProps) {
  const { t, i18n } = useLingui();
  const first = points?.[0];
  const last = points?.at(-1);
  const none = '—';
  const distance = report ? formatNumber(report.distance, i18n.locale) : null;
  return (
    <section aria-label={t`Summary`}>
      <dl className={css.summary}>
        <Item term={<Trans>From</Trans>}>
          {first ? formatDateTime(first.time, i18n.locale) : none}
        </Item>
        <Item term={<Trans>Distance</Trans>}>{distance ? t`${distance} km` : none}</Item>
        <Item term={<Trans>To</Trans>}>{last ? formatDateTime(last.time, i18n.locale) : none}</Item>
      </dl>
    </section>
  );
}
