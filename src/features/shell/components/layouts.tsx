import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useCurrentAppState } from '../../../api/app-context';
import { SETTING_ENABLE_LOCAL_LOGIN } from '../../../api/contract/abp.ts';
import { Navbar } from './navbar';
import * as css from './layouts.css';
import { SkipLink } from '../../../ui/skip-link';

/** Navbar, page alerts and the content (spec part 1 §2 "Layouts"). */
export function ApplicationLayout({
  alerts,
  children,
}: {
  alerts?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={css.page}>
      <SkipLink />
      <Navbar />
      <main id="main" className={css.content}>
        {alerts}
        {children}
      </main>
    </div>
  );
}

/** Navbar, alerts and the account wrapper; the tenant box slot is filled by the identity feature. */
export function AccountLayout(props: {
  alerts?: ReactNode;
  tenantBox?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={css.page}>
      <SkipLink />
      <Navbar />
      <main id="main" className={css.content}>
        {props.alerts}
        <div className={css.accountCard}>
          {props.tenantBox}
          <LocalLoginGuard>{props.children}</LocalLoginGuard>
        </div>
      </main>
    </div>
  );
}

// Its own file so full-screen pages (the sign-in screen first) do not download the navbar.
export { EmptyLayout } from './empty-layout';

/** ABP disables local login only when the setting is exactly false (spec part 1 §6). */
function LocalLoginGuard({ children }: { children: ReactNode }) {
  const value = useCurrentAppState().setting.values[SETTING_ENABLE_LOCAL_LOGIN];
  if (value?.toLowerCase() !== 'false') return children;
  return (
    <div role="alert" className={css.warning}>
      <strong>
        <Trans>Invalid login request</Trans>
      </strong>
      <p>
        <Trans>There are no login schemes configured for this client.</Trans>
      </p>
    </div>
  );
}
