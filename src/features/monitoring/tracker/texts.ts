import { i18n } from '@lingui/core';

// The tracker figures' texts load with them, only when a vehicle's tracker sent some (the map
// route has a budget); a language change reloads the page, so the active locale is enough.
const catalogs = {
  en: () => import('../../../../locales/en/tracker.po'),
  ar: () => import('../../../../locales/ar/tracker.po'),
};

export async function loadTrackerTexts(): Promise<void> {
  const locale = i18n.locale === 'ar' ? 'ar' : 'en';
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages as never);
}
