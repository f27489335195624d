import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element when a step appears because the user moved there, so keyboard and
 * screen-reader users land on the new step instead of a button that no longer exists.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
  }, [enabled]);
  return ref;
}
