import type { MouseEvent, ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountFeature } from '../../../api/contract/track-accounts.ts';
import { toast } from '../../../ui/toast-store';
import { AppLink } from './app-link';
import { mainMenu } from './main-menu';
import { MainNavIcon } from './main-nav-icon';
import * as css from './main.css';

export interface MainTopBarProps {
  features: readonly AccountFeature[];
  observer: boolean;
  languageMenu: ReactNode;
  /** Before the menu: the account switcher. */
  start?: ReactNode;
  /** On phones, in place of the language menu and profile link: one menu with both and sign-out. */
  phoneMenu?: ReactNode;
}

/**
 * The /main bar. On phones its sections become a bottom navigation bar (icons + labels, same
 * gating) and the bar keeps only the account switcher and one menu (see main.css.ts).
 */
export function MainTopBar({
  features,
  observer,
  languageMenu,
  start,
  phoneMenu,
}: MainTopBarProps) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const warnObserver = (event: MouseEvent) => {
    event.preventDefault();
    toast.warning(t`You are an observer not an owner`);
  };
  return (
    <header className={css.bar}>
      {start}
      <nav aria-label={t`Account menu`} className={css.nav}>
        <ul className={css.menu}>
          {mainMenu(features).map((entry) => {
            const current = isCurrent(pathname, entry.path);
            return (
              <li key={entry.path}>
                <AppLink
                  href={entry.path}
                  className={css.item}
                  aria-current={current ? 'page' : undefined}
                  onClick={entry.ownerOnly && observer ? warnObserver : undefined}
                >
                  <MainNavIcon path={entry.path} className={css.icon} />
                  <span className={css.label}>{i18n._(entry.label)}</span>
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={css.end}>
        <div className={css.desktopOnly}>
          {languageMenu}
          <AppLink href="/main/account-profile" className={css.item}>
            <Trans>Profile</Trans>
          </AppLink>
        </div>
        {phoneMenu ? <div className={css.phoneOnly}>{phoneMenu}</div> : null}
      </div>
    </header>
  );
}

/** /main itself is current only on its index; other entries also for their sub-pages. */
export const isCurrent = (pathname: string, path: string) =>
  path === '/main'
    ? pathname.replace(/\/$/, '') === '/main'
    : pathname === path || pathname.startsWith(`${path}/`);
