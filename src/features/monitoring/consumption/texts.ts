import { i18n } from '@lingui/core';

// The consumption rate's texts load with the vehicle's screen rather than with every /main screen
// (the map route has a budget); a language change reloads the page, so the active locale is enough.
const catalogs = {
  en: () => import('../../../../locales/en/vehicle.po'),
  ar: () => import('../../../../locales/ar/vehicle.po'),
};

export async function loadVehicleTexts(): Promise<void> {
  const locale = i18n.locale === 'ar' ? 'ar' : 'en';
  const { messages } = await catalogs[locale]();
  i18n.load(locale, messages as never);
}
