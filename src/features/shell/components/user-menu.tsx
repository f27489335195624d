import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentAppState, useRuntimeConfig } from '../../../api/app-context';
import { atPageOrigin } from '../../../api/page-origin';
import { signOut } from '../sign-out';
import { NavDropdown } from './nav-dropdown';
import * as css from './navbar.css';

/** The current user's dropdown, or a Login link for visitors (spec part 1 §2). */
export function UserMenu() {
  const { t } = useLingui();
  const { currentUser } = useCurrentAppState();
  const config = useRuntimeConfig();
  if (!currentUser.isAuthenticated) {
    // Sign-in lives at the empty path (spec part 1 §2 "Sign-in").
    return (
      <Link to="/" className={css.navLink}>
        <Trans>Login</Trans>
      </Link>
    );
  }
  // "My Account" is the identity provider's account page, coming back here afterwards. The
  // reference server is its own provider and its account page is this app's /account/manage.
  const issuer = new URL(atPageOrigin(config.issuer, config), location.href);
  const manage =
    issuer.origin === location.origin
      ? { to: '/account/manage' as const }
      : {
          href: `${issuer.href.replace(/\/$/, '')}/Account/Manage?returnUrl=${encodeURIComponent(location.href)}`,
        };
  const name = currentUser.name || currentUser.userName || currentUser.phoneNumber || '';
  return (
    <NavDropdown
      label={name}
      ariaLabel={t`Account menu for ${name}`}
      align="end"
      entries={[
        { key: 'manage', label: t`My Account`, ...manage },
        { key: 'logout', label: t`Logout`, onSelect: () => void signOut() },
      ]}
    />
  );
}
