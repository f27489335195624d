import type { ReactNode } from 'react';
import * as css from './layouts.css';

/** Content only: full-screen pages such as sign-in and the live map. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={css.page}>
      {children}
    </main>
  );
}
