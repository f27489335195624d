import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../ui/toast-store';
import { watchAccountAccess } from '../account-access';
import { trackAccountFeaturesQuery } from '../api/track-account-features';
import { isObserver } from '../chosen-account';
import type { Locale } from '../../../i18n/locales';
import { AccountSwitcher } from './account-switcher';
import { MainBreadcrumb } from './main-breadcrumb';
import { MainTopBar } from './main-top-bar';
import type { RenderMenu } from './menu-slot';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { UserActionsMenu } from './user-actions-menu';
import * as css from './main.css';

export interface MainLayoutProps {
  accountId: string;
  languageMenu: ReactNode;
  /** The shell's dropdown menu, for the account switcher and the phone bar's menu. */
  renderMenu: RenderMenu;
  /** The shell's language switch and sign-out, for the phone bar's menu. */
  onLanguage: (locale: Locale) => void;
  onLogout: () => void;
  /** Refreshes the access token for another account (the switcher). */
  refreshToken: (id: string) => Promise<unknown>;
  /** Shown above the content (the offline banner). */
  alerts?: ReactNode;
  children: ReactNode;
}

/**
 * The /main layout (spec part 2 §2): a skip link, the top bar (with the account switcher; on
 * phones a bottom navigation), the breadcrumb (desktop only), the child screen; focus follows
 * moves between screens.
 */
export function MainLayout({ accountId, alerts, children, ...props }: MainLayoutProps) {
  // Until the flags arrive, gated entries stay hidden rather than flash in and out.
  const features = useQuery(trackAccountFeaturesQuery(accountId)).data ?? [];
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(
    () =>
      watchAccountAccess(queryClient, accountId, () => {
        // Background polls are silent, and a 404 would say only "not found": say it here.
        toast.error(t`You no longer have access to this account.`);
        void navigate({ to: '/track-accounts', replace: true });
      }),
    [queryClient, accountId, navigate, t],
  );
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  // Focus, not only scroll: the next Tab then starts inside the content.
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };
  return (
    <div className={css.page}>
      <a href="#main" className={css.skipLink} onClick={skip}>
        <Trans>Skip to content</Trans>
      </a>
      <MainTopBar
        features={features}
        observer={isObserver()}
        languageMenu={props.languageMenu}
        phoneMenu={
          <UserActionsMenu
            renderMenu={props.renderMenu}
            onLanguage={props.onLanguage}
            onLogout={props.onLogout}
          />
        }
        start={
          <AccountSwitcher
            accountId={accountId}
            renderMenu={props.renderMenu}
            refreshToken={props.refreshToken}
          />
        }
      />
      <MainBreadcrumb features={features} />
      <main id="main" ref={main} tabIndex={-1} className={css.content}>
        {alerts}
        {children}
      </main>
    </div>
  );
}
