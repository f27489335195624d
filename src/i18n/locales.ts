/** The languages the product ships. ABP's language list may offer fewer; never more. */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

const STORAGE_KEY = 'lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: string): 'rtl' | 'ltr' =>
  locale.split('-')[0] === 'ar' ? 'rtl' : 'ltr';

/** The remembered choice first, then the browser's preference, then English. */
export function initialLocale(storage: Pick<Storage, 'getItem'> = localStorage): Locale {
  const stored = storage.getItem(STORAGE_KEY);
  if (isLocale(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(STORAGE_KEY, locale);
}
