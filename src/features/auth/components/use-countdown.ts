import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds left until `until` (ms since epoch), ticking once a second; 0 once passed. */
export function useCountdown(until: number): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      const timer = setInterval(() => {
        notify();
        if (Date.now() >= until) clearInterval(timer);
      }, 1000);
      return () => clearInterval(timer);
    },
    [until],
  );
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  return useSyncExternalStore(subscribe, left, left);
}
