import { useEffect, useRef } from 'react';
import { NOTIFICATIONS_STALE } from './stale-message';

/** Refetches at once when the worker says the list is stale, instead of at the next poll. */
export function useStaleNotifications(onStale: () => void) {
  const latest = useRef(onStale);
  useEffect(() => {
    latest.current = onStale;
  });
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!sw) return;
    const listen = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === NOTIFICATIONS_STALE) {
        latest.current();
      }
    };
    sw.addEventListener('message', listen);
    return () => sw.removeEventListener('message', listen);
  }, []);
}
