import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, following changes (a phone turned, a window resized). Where the
 * DOM differs between layouts (a bottom sheet instead of a side panel) and CSS alone cannot say.
 * Without `matchMedia` (jsdom) nothing matches: the desktop layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false);
}
