import type { MouseEvent, ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountFeature } from '../../../api/contract/track-accounts.ts';
import { toast } from '../../../ui/toast-store';
import { AppLink } from './app-link';
import { mainMenu } from './main-menu';
import * as css from './main.css';

export interface MainTopBarProps {
  features: readonly AccountFeature[];
  observer: boolean;
  languageMenu: ReactNode;
}

export function MainTopBar({ features, observer, languageMenu }: MainTopBarProps) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const warnObserver = (event: MouseEvent) => {
    event.preventDefault();
    toast.warning(t`You are an observer not an owner`);
  };
  return (
    <header className={css.bar}>
      <nav aria-label={t`Account menu`}>
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
                  {i18n._(entry.label)}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={css.end}>
        {languageMenu}
        <AppLink href="/main/account-profile" className={css.item}>
          <Trans>Profile</Trans>
        </AppLink>
      </div>
    </header>
  );
}

/** /main itself is current only on its index; other entries also for their sub-pages. */
export const isCurrent = (pathname: string, path: string) =>
  path === '/main'
    ? pathname.replace(/\/$/, '') === '/main'
    : pathname === path || pathname.startsWith(`${path}/`);
