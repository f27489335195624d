import { useLingui } from '@lingui/react/macro';
import * as styles from './spinner.css';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Announced text; pass `decorative` when a parent already says it is busy. */
  label?: string;
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useLingui();
  const cls = [styles.spinner, styles.size[size], className].filter(Boolean).join(' ');
  if (decorative) return <span className={cls} aria-hidden="true" />;
  return <span className={cls} role="status" aria-label={label ?? t`Loading`} />;
}
