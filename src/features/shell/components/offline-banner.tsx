import { useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import * as css from './pages.css';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** Tells the user that what they see may be old while the device has no connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={css.banner} role="status">
      <Trans>You are offline. Saved data is shown; changes need a connection.</Trans>
    </div>
  );
}
