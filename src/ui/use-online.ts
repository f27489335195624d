import { useSyncExternalStore } from 'react';
import { connectivity } from './connectivity-store';

const subscribe = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  const unsubscribe = connectivity.subscribe(notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
    unsubscribe();
  };
};

/**
 * Whether the app can reach its server: the device has a network and the server answers our
 * requests. A bad connection ("lie-fi") keeps `navigator.onLine` true while every request hangs,
 * so the screens also go offline once a request times out, and back on the next answer.
 */
export const useOnline = () => useSyncExternalStore(subscribe, connectivity.isOnline, () => true);
