import type { ReactNode } from 'react';
import { Navbar } from './navbar';
import * as css from './layouts.css';

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
      <Navbar />
      <main id="main" className={css.content}>
        {props.alerts}
        <div className={css.accountCard}>
          {props.tenantBox}
          {props.children}
        </div>
      </main>
    </div>
  );
}

/** Content only: full-screen pages such as sign-in and the live map. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={css.page}>
      {children}
    </main>
  );
}
