import type { CultureName } from '../abp/culture.ts';

/** The name of a catalogue row in the caller's language (rows carry nameEn and nameAr). */
export const localized = (row: { nameEn: string; nameAr: string }, culture: CultureName) =>
  culture === 'ar' ? row.nameAr : row.nameEn;
