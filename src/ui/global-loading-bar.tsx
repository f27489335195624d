import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { loading } from './loading-store';
import * as styles from './global-loading-bar.css';

/** Mount once at the top of the app; it shows while anything started with `loading.start()` runs. */
export function GlobalLoadingBar() {
  const { t } = useLingui();
  const busy = useSyncExternalStore(loading.subscribe, loading.isLoading, loading.isLoading);
  if (!busy) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={t`Loading`}>
      <div className={styles.stripe} />
    </div>
  );
}
