import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { StopDto, TripDto, VehicleSummaryDto } from '../../api/contract/trip-reports.ts';
import type { Cell, SheetData } from './export';

/** One column of a report: its header, the text on screen, the typed cell in the workbook. */
export interface Column<T> {
  header: MessageDescriptor;
  text: (row: T, i18n: I18n) => string;
  cell: (row: T) => Cell;
  /** Excel number format of the cell. */
  format?: string;
}

const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const DURATION_FORMAT = '[h]:mm';
const when = (iso: string, i18n: I18n) =>
  i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
const km = (value: number, i18n: I18n) =>
  i18n._(msg`${i18n.number(value, { maximumFractionDigits: 1 })} km`);
const kmh = (value: number, i18n: I18n) => i18n._(msg`${i18n.number(Math.round(value))} km/h`);
const round1 = (n: number) => Math.round(n * 10) / 10;

export function duration(seconds: number, i18n: I18n): string {
  const minutes = Math.round(seconds / 60);
  const h = i18n.number(Math.floor(minutes / 60));
  const m = i18n.number(minutes % 60);
  return minutes >= 60 ? i18n._(msg`${h} h ${m} min`) : i18n._(msg`${m} min`);
}
/** Excel keeps durations as fractions of a day. */
const days = (seconds: number) => seconds / 86_400;

const start = { header: msg`Start`, format: DATE_FORMAT };
const end = { header: msg`End`, format: DATE_FORMAT };

export const tripColumns: Column<TripDto>[] = [
  { ...start, text: (r, i) => when(r.startTime, i), cell: (r) => new Date(r.startTime) },
  { ...end, text: (r, i) => when(r.endTime, i), cell: (r) => new Date(r.endTime) },
  {
    header: msg`Duration`,
    text: (r, i) => duration(r.durationSeconds, i),
    cell: (r) => days(r.durationSeconds),
    format: DURATION_FORMAT,
  },
  {
    header: msg`Distance (km)`,
    text: (r, i) => km(r.distance, i),
    cell: (r) => round1(r.distance),
    format: '0.0',
  },
  {
    header: msg`Max speed (km/h)`,
    text: (r, i) => kmh(r.maxSpeed, i),
    cell: (r) => Math.round(r.maxSpeed),
  },
  {
    header: msg`Average speed (km/h)`,
    text: (r, i) => kmh(r.averageSpeed, i),
    cell: (r) => Math.round(r.averageSpeed),
  },
];

export const stopColumns: Column<StopDto>[] = [
  { ...start, text: (r, i) => when(r.startTime, i), cell: (r) => new Date(r.startTime) },
  {
    ...end,
    text: (r, i) => (r.ongoing ? i._(msg`Still there`) : when(r.endTime, i)),
    cell: (r) => new Date(r.endTime),
  },
  {
    header: msg`Duration`,
    text: (r, i) => duration(r.durationSeconds, i),
    cell: (r) => days(r.durationSeconds),
    format: DURATION_FORMAT,
  },
  {
    header: msg`Place`,
    text: (r) => `${r.latitude.toFixed(5)}, ${r.longitude.toFixed(5)}`,
    cell: (r) => `${r.latitude.toFixed(5)}, ${r.longitude.toFixed(5)}`,
  },
];

export const summaryColumns = (
  name: (vehicleId: string) => string,
): Column<VehicleSummaryDto>[] => [
  { header: msg`Vehicle`, text: (r) => name(r.vehicleId), cell: (r) => name(r.vehicleId) },
  {
    header: msg`Distance (km)`,
    text: (r, i) => km(r.distance, i),
    cell: (r) => round1(r.distance),
    format: '0.0',
  },
  {
    header: msg`Driving time`,
    text: (r, i) => duration(r.drivingSeconds, i),
    cell: (r) => days(r.drivingSeconds),
    format: DURATION_FORMAT,
  },
  {
    header: msg`Max speed (km/h)`,
    text: (r, i) => kmh(r.maxSpeed, i),
    cell: (r) => Math.round(r.maxSpeed),
  },
  { header: msg`Trips`, text: (r, i) => i.number(r.trips), cell: (r) => r.trips },
];

/** The rows as a sheet with headers in the reader's language. */
export function toSheet<T>(name: string, columns: Column<T>[], rows: T[], i18n: I18n): SheetData {
  return {
    name,
    headers: columns.map((c) => i18n._(c.header)),
    rows: rows.map((row) => columns.map((c) => c.cell(row))),
    formats: columns.map((c) => c.format),
  };
}
