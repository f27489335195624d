import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../ui/toast-store';
import { watchAccountAccess } from '../account-access';
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
