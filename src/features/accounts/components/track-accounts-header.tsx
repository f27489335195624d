import { useId, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { AdminLink } from './admin-link';
import { AppLink } from './app-link';
import * as css from './accounts.css';

export interface TrackAccountsHeaderProps {
  languageMenu: ReactNode;
  userName: string;
  onLogout: () => void;
}

/**
 * The accounts list's header. On a phone its actions fold into one "More actions" button, so the
 * accounts themselves come first on the screen; on a desktop they stay in the row.
 */
export function TrackAccountsHeader({
  languageMenu,
  userName,
  onLogout,
}: TrackAccountsHeaderProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const actionsId = useId();
  return (
    <header className={css.header}>
      <h1 className={css.title}>
        <Trans>Your track accounts</Trans>
      </h1>
      {languageMenu}
      <button
        type="button"
        className={css.moreToggle}
        aria-expanded={open}
        aria-controls={actionsId}
        aria-label={t`More actions`}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
          <circle cx="12" cy="5" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="19" r="2" fill="currentColor" />
        </svg>
      </button>
      <div id={actionsId} className={css.headerActions} data-open={open || undefined}>
        {/* Both screens arrive with the subscriptions issue, hence AppLink. */}
        <AppLink className={css.headerLink} href="/track-accounts/create">
          <Trans>Create new subscription</Trans>
        </AppLink>
        <AppLink className={css.headerLink} href="/subscription-requests">
          <Trans>Review subscription status</Trans>
        </AppLink>
        <AdminLink className={css.headerLink} />
        <span className={css.muted}>
          <Trans>Signed in as {userName}</Trans>
        </span>
        <Button variant="secondary" onClick={onLogout}>
          <Trans>Logout</Trans>
        </Button>
      </div>
    </header>
  );
}
