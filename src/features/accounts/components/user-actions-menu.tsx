import { useLingui } from '@lingui/react/macro';
import { useCurrentAppState } from '../../../api/app-context';
import { isLocale, type Locale } from '../../../i18n/locales';
import type { MenuEntry, RenderMenu } from './menu-slot';

export interface UserActionsMenuProps {
  renderMenu: RenderMenu;
  /** Saves the choice and switches (the shell's language switch, composed by the route). */
  onLanguage: (locale: Locale) => void;
  onLogout: () => void;
}

/**
 * The phone app bar's one menu: profile, language and sign-out, which the desktop bar shows as
 * separate entries (a phone has no room for them beside the account's name).
 */
export function UserActionsMenu({ renderMenu, onLanguage, onLogout }: UserActionsMenuProps) {
  const { t, i18n } = useLingui();
  const languages = useCurrentAppState().localization.languages.filter((l) =>
    isLocale(l.cultureName),
  );
  const entries: MenuEntry[] = [{ key: 'profile', label: t`Profile`, to: '/main/account-profile' }];
  if (languages.length > 1) {
    entries.push({
      key: 'language',
      label: t`Language`,
      children: languages.map(({ cultureName, displayName }) => ({
        key: cultureName,
        label: displayName,
        lang: cultureName,
        disabled: cultureName === i18n.locale,
        onSelect: () => isLocale(cultureName) && onLanguage(cultureName),
      })),
    });
  }
  entries.push({ key: 'logout', label: t`Logout`, onSelect: onLogout });
  return renderMenu({
    label: (
      <svg
        viewBox="0 0 24 24"
        width={22}
        height={22}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 7h16M4 12h16M4 17h16" />
      </svg>
    ),
    ariaLabel: t`Menu`,
    align: 'end',
    entries,
  });
}
