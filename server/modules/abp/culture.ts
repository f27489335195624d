import type { z } from 'zod';
import type { currentCulture, Language } from '../../../src/api/contract/abp.ts';

export type CultureName = 'en' | 'ar';
export const DEFAULT_CULTURE: CultureName = 'en';

type CultureDto = z.output<typeof currentCulture>;

// Patterns use .NET's format tokens, which the ABP client expects in `dateTimeFormat`.
const cultures: Record<CultureName, CultureDto> = {
  en: {
    cultureName: 'en',
    name: 'en',
    displayName: 'English',
    englishName: 'English',
    nativeName: 'English',
    twoLetterIsoLanguageName: 'en',
    threeLetterIsoLanguageName: 'eng',
    isRightToLeft: false,
    dateTimeFormat: {
      calendarAlgorithmType: 'SolarCalendar',
      dateTimeFormatLong: 'dddd, MMMM d, yyyy',
      shortDatePattern: 'M/d/yyyy',
      fullDateTimePattern: 'dddd, MMMM d, yyyy h:mm:ss tt',
      dateSeparator: '/',
      shortTimePattern: 'h:mm tt',
      longTimePattern: 'h:mm:ss tt',
    },
  },
  ar: {
    cultureName: 'ar',
    name: 'ar',
    displayName: 'العربية',
    englishName: 'Arabic',
    nativeName: 'العربية',
    twoLetterIsoLanguageName: 'ar',
    threeLetterIsoLanguageName: 'ara',
    isRightToLeft: true,
    // Gregorian calendar: the portal's dates come from GPS devices and bills in UTC.
    dateTimeFormat: {
      calendarAlgorithmType: 'SolarCalendar',
      dateTimeFormatLong: 'dddd، d MMMM، yyyy',
      shortDatePattern: 'd/M/yyyy',
      fullDateTimePattern: 'dddd، d MMMM، yyyy h:mm:ss tt',
      dateSeparator: '/',
      shortTimePattern: 'h:mm tt',
      longTimePattern: 'h:mm:ss tt',
    },
  },
};

export const languages: Language[] = [
  {
    cultureName: 'ar',
    uiCultureName: 'ar',
    displayName: 'العربية',
    twoLetterISOLanguageName: 'ar',
    flagIcon: null,
  },
  {
    cultureName: 'en',
    uiCultureName: 'en',
    displayName: 'English',
    twoLetterISOLanguageName: 'en',
    flagIcon: null,
  },
];

export function cultureInfo(name: CultureName): CultureDto {
  return cultures[name];
}

/** `ar-EG`, `AR`, `ar_SA` → `ar`; unsupported → null. */
export function normalizeCulture(name: string | undefined | null): CultureName | null {
  const primary = name?.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'ar' || primary === 'en' ? primary : null;
}

/** The best supported culture for an `Accept-Language` header, honouring q-values. */
export function cultureFromAcceptLanguage(header: string | undefined): CultureName {
  if (!header) return DEFAULT_CULTURE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { culture: normalizeCulture(tag), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((c) => c.culture !== null && c.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.culture ?? DEFAULT_CULTURE;
}

/**
 * The language to write to a reader in: the one their request asks for (the app sends its
 * session language), else the one they saved (`setLocale`), else English.
 */
export function readerCulture(
  acceptLanguage: string | undefined,
  saved: string | null | undefined,
): CultureName {
  const asked = acceptLanguage?.split(',').some((part) => normalizeCulture(part.split(';')[0]));
  if (asked) return cultureFromAcceptLanguage(acceptLanguage);
  return normalizeCulture(saved) ?? DEFAULT_CULTURE;
}
