// Number formats of the spec (part 1 §9): amounts '1.0-2' (at most two decimals, none forced),
// counts '1.0-0', in the user's language; the currency label is SP.

import { numberFormat } from '../../i18n/formats';

const formatter = (locale: string, maximumFractionDigits: number) =>
  numberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits });

/** '1.0-2': 1234.5 → "1,234.5". */
export const formatAmount = (value: number, locale: string) => formatter(locale, 2).format(value);

/** '1.0-0': counts, months. */
export const formatCount = (value: number, locale: string) => formatter(locale, 0).format(value);

/** A discount rule as the spec shows it: a fraction as value × 100 (%), else an amount. */
export const discountPercent = (fraction: number) => Math.round(fraction * 100 * 100) / 100;

/**
 * The hosted payment page's language: the reader's, in every flow. The original portal sent "en"
 * except for renewals (spec part 1 §7), which showed Arabic readers an English payment page.
 */
export const paymentLanguage = (locale: string): 'en' | 'ar' =>
  locale.startsWith('ar') ? 'ar' : 'en';
