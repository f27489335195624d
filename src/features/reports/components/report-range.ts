import { TRIP_REPORT_MAX_DAYS } from '../../../api/contract/trip-reports.ts';
import type { ReportRange } from '../api/reports';

/** `yyyy-mm-dd` of a local day. */
export const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export type RangeProblem = 'order' | 'tooLong' | null;

/**
 * From the start of the first local day to the end of the last one (or now, for today): whole
 * days as the user picked them, in their time zone. Seven calendar days at most.
 */
export function dayRange(fromDay: string, toDay: string, now = new Date()) {
  const from = new Date(`${fromDay}T00:00:00`);
  const endOfLast = new Date(`${toDay}T23:59:59.999`);
  const to = endOfLast > now ? now : endOfLast;
  const days =
    Math.round(
      (new Date(`${toDay}T12:00`).getTime() - new Date(`${fromDay}T12:00`).getTime()) / 86_400_000,
    ) + 1;
  const problem: RangeProblem =
    Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to
      ? 'order'
      : days > TRIP_REPORT_MAX_DAYS
        ? 'tooLong'
        : null;
  // A cleared date input gives no date at all: nothing is asked for until it is filled again.
  const range: ReportRange =
    problem === 'order' && (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
      ? { from: now.toISOString(), to: now.toISOString() }
      : { from: from.toISOString(), to: to.toISOString() };
  return { range, problem };
}
