import { i18n } from '@lingui/core';

// The admin texts load here rather than through src/i18n's area list, which is part of every
// first screen; a language change reloads the page, so loading for the active locale is enough.
const catalogs = {
  en: () => import('../../../locales/en/admin.po'),
  ar: () => import('../../../locales/ar/admin.po'),
};

export async function loadAdminTexts(): Promise<void> {
  const locale = i18n.locale === 'ar' ? 'ar' : 'en';
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages as never);
}
