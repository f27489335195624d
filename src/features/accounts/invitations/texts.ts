import { i18n } from '@lingui/core';

// The invitations' texts load with their screen part, only for someone who has one: the main
// catalog is on the map route's budget. A language change reloads the page, so the active
// locale is enough.
const catalogs = {
  en: () => import('../../../../locales/en/invitations.po'),
  ar: () => import('../../../../locales/ar/invitations.po'),
};

export async function loadInvitationTexts(): Promise<void> {
  const locale = i18n.locale === 'ar' ? 'ar' : 'en';
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages as never);
}
