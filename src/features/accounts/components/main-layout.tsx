import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { trackAccountFeaturesQuery } from '../api/track-account-features';
import { isObserver } from '../chosen-account';
import { MainBreadcrumb } from './main-breadcrumb';
import { MainTopBar } from './main-top-bar';
import * as css from './main.css';

export interface MainLayoutProps {
  accountId: string;
  languageMenu: ReactNode;
  /** Shown above the content (the offline banner). */
  alerts?: ReactNode;
  children: ReactNode;
}

/** The /main layout (spec part 2 §2): top bar, breadcrumb, the child screen. */
export function MainLayout({ accountId, languageMenu, alerts, children }: MainLayoutProps) {
  // Until the flags arrive, gated entries stay hidden rather than flash in and out.
  const features = useQuery(trackAccountFeaturesQuery(accountId)).data ?? [];
  return (
    <div className={css.page}>
      <MainTopBar features={features} observer={isObserver()} languageMenu={languageMenu} />
      <MainBreadcrumb features={features} />
      <main id="main" className={css.content}>
        {alerts}
        {children}
      </main>
    </div>
  );
}
