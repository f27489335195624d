import { i18n } from '@lingui/core';

// The reports' texts load with the screen rather than with every /main screen (the map route
// has a budget); a language change reloads the page, so the active locale is enough.
const catalogs = {
  en: () => import('../../../locales/en/reports.po'),
  ar: () => import('../../../locales/ar/reports.po'),
};

export async function loadReportTexts(): Promise<void> {
  const locale = i18n.locale === 'ar' ? 'ar' : 'en';
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages as never);
}
