import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentAppState } from '../../../api/app-context';
import { SETTING_SUPPORT_PHONE } from '../../../api/contract/support.ts';
import { isLocale } from '../../../i18n/locales';
import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import type { Locale } from '../../../i18n/locales';
import { mobileProfileQuery } from '../api/profile';
import { Avatar } from './profile-picture';
import * as css from './profile.styles';

/**
 * /main/more (spec part 2 §2 "More area"): a profile card, About, the support phone, the
 * language switch and Logout. The phone is a server setting; unset, it is not shown.
 */
export interface MorePageProps {
  /** The shell's language switch (saves a signed-in user's choice, then reloads). */
  onLanguage: (locale: Locale) => void;
  onLogout: () => void;
}

export function MorePage({ onLanguage, onLogout }: MorePageProps) {
  const { t, i18n } = useLingui();
  const state = useCurrentAppState();
  const phone = state.setting.values[SETTING_SUPPORT_PHONE];
  const profile = useQuery(mobileProfileQuery()).data;
  const name =
    [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') ||
    state.currentUser.name ||
    state.currentUser.phoneNumber ||
    '';
  const languages = state.localization.languages.filter((l) => isLocale(l.cultureName));
  return (
    <section className={page.screen} aria-labelledby="more-title">
      <h1 id="more-title" className={page.screenTitle}>
        <Trans>More</Trans>
      </h1>
      <Link to="/main/account-profile" className={page.card} style={css.pictureRow}>
        <Avatar version={profile?.profilePictureVersion} name={name} size={56} />
        <span>
          <strong>{name}</strong>
          <br />
          <Trans>View and edit your profile</Trans>
        </span>
      </Link>
      <ul className={page.bareList} style={css.stack}>
        <li>
          <Link to="/main/more/about" className={page.link}>
            <Trans>About the app</Trans>
          </Link>
        </li>
        {phone ? (
          <li>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={page.link}>
              <Trans>Contact support</Trans> <span dir="ltr">{phone}</span>
            </a>
          </li>
        ) : null}
      </ul>
      {languages.length > 1 ? (
        <div role="group" aria-label={t`Language`} style={css.links}>
          {languages.map((l) => (
            <Button
              key={l.cultureName}
              size="sm"
              variant={l.cultureName === i18n.locale ? 'primary' : 'secondary'}
              aria-pressed={l.cultureName === i18n.locale}
              lang={l.cultureName}
              onClick={() =>
                isLocale(l.cultureName) &&
                l.cultureName !== i18n.locale &&
                onLanguage(l.cultureName)
              }
            >
              {l.displayName}
            </Button>
          ))}
        </div>
      ) : null}
      <div>
        <Button variant="secondary" onClick={onLogout}>
          <Trans>Logout</Trans>
        </Button>
      </div>
    </section>
  );
}
