import { useLingui } from '@lingui/react/macro';
import { useCurrentAppState } from '../../../api/app-context';
import { changeLanguage } from '../../../i18n/i18n';
import { isLocale, type Locale } from '../../../i18n/locales';
import { NavDropdown } from './nav-dropdown';

/** Shown only when the server offers more than one language we ship (spec part 1 §2). */
export function LanguageMenu() {
  const { i18n, t } = useLingui();
  const state = useCurrentAppState();
  const signedIn = state.currentUser.isAuthenticated;
  const languages = state.localization.languages.filter((l) => isLocale(l.cultureName));
  if (languages.length < 2) return null;
  const current = languages.find((l) => l.cultureName === i18n.locale)?.displayName ?? i18n.locale;
  return (
    <NavDropdown
      label={current}
      ariaLabel={t`Language: ${current}`}
      align="end"
      entries={languages.map((language) => ({
        key: language.cultureName,
        label: language.displayName,
        lang: language.cultureName,
        disabled: language.cultureName === i18n.locale,
        onSelect: () =>
          isLocale(language.cultureName) && void switchLanguage(language.cultureName, signedIn),
      }))}
    />
  );
}

/** A signed-in user's choice is saved on the server first (best-effort), then the page reloads. */
export async function switchLanguage(locale: Locale, signedIn: boolean) {
  if (signedIn) {
    await import('../save-locale').then((m) => m.saveLocale(locale)).catch(() => {});
  }
  changeLanguage(locale);
}
