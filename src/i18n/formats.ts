// Number and date formats in the reader's language, each built once per locale and options:
// building an Intl formatter costs far more than using it (a list of 20 vehicles built 40 of
// them, ~130 ms on a slow phone's start of the live map).

type Options =
  Intl.NumberFormatOptions | Intl.DateTimeFormatOptions | Intl.RelativeTimeFormatOptions;
const built = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: Options, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = built.get(key) as T | undefined;
  if (!format) {
    format = build();
    built.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions) =>
  cached('r', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

/** The spec's number format '1.0-2' (parts 1 and 2 §9): at most two decimals, none forced. */
export const formatNumber = (value: number, locale: string) =>
  numberFormat(locale, { maximumFractionDigits: 2 }).format(value);

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
};

/** The spec's "dd/MM/yyyy hh:mm a" (parts 1 and 2 §9), in the user's digits and day-period words. */
export function formatDateTime(value: string | number | Date, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = dateTimeFormat(locale, DATE_TIME).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod')}`.trim();
}
