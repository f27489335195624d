import type { ReactNode } from 'react';
import * as css from '../alerts.css';

/** One term and its value in a panel's list of facts (a `dl`). */
export const Fact = ({ term, children }: { term: ReactNode; children: ReactNode }) => (
  <>
    <dt className={css.term}>{term}</dt>
    <dd className={css.detail}>{children}</dd>
  </>
);
