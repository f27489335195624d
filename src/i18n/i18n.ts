import { i18n } from '@lingui/core';
import { directionOf, rememberLocale, type Locale } from './locales';

// Each catalog is its own chunk: a user downloads only the language they read.
const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
};

// Areas off the first screen keep their texts apart; their route loads them before rendering
// (lingui.config.ts lists which sources go where).
const areaCatalogs = {
  account: {
    en: () => import('../../locales/en/account.po'),
    ar: () => import('../../locales/ar/account.po'),
  },
  signin: {
    en: () => import('../../locales/en/signin.po'),
    ar: () => import('../../locales/ar/signin.po'),
  },
  main: {
    en: () => import('../../locales/en/main.po'),
    ar: () => import('../../locales/ar/main.po'),
  },
  subscriptions: {
    en: () => import('../../locales/en/subscriptions.po'),
    ar: () => import('../../locales/ar/subscriptions.po'),
  },
  manage: {
    en: () => import('../../locales/en/manage.po'),
    ar: () => import('../../locales/ar/manage.po'),
  },
  // Screens few visits show (start-up failed, page not found, update available): their texts
  // load with them rather than with every first screen.
  rare: {
    en: () => import('../../locales/en/rare.po'),
    ar: () => import('../../locales/ar/rare.po'),
  },
} satisfies Record<string, typeof catalogs>;
export type CatalogArea = keyof typeof areaCatalogs;
const loadedAreas = new Set<string>();

/** Adds an area's texts to the active language (once). */
export async function loadCatalog(area: CatalogArea) {
  const locale = i18n.locale as Locale;
  const key = `${area}:${locale}`;
  if (loadedAreas.has(key) || !(locale in areaCatalogs[area])) return;
  const { messages } = await areaCatalogs[area][locale]();
  i18n.load(locale, messages as never);
  loadedAreas.add(key);
}

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
