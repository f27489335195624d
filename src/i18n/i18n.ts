import { i18n } from '@lingui/core';
import { directionOf, rememberLocale, type Locale } from './locales';

// Each catalog is its own chunk: a user downloads only the language they read.
const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
};

export async function activateLocale(locale: Locale, root: HTMLElement = document.documentElement) {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as never });
  root.lang = locale;
  root.dir = directionOf(locale);
}

/** The spec reloads the page on a language change so every cached text and layout is rebuilt. */
export function changeLanguage(locale: Locale, reload: () => void = () => location.reload()) {
  rememberLocale(locale);
  reload();
}

export { i18n };
