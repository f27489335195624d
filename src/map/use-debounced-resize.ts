import { useEffect, type RefObject } from 'react';
import { debounce } from './debounce';

/**
 * Calls `onResize` once the element has stopped changing size for `ms`. OpenLayers also reacts
 * to its target's size on every frame; this one settles the final size after animated layout
 * changes (side panels, orientation), as the spec's 200 ms resize debounce asks.
 */
export function useDebouncedResize(
  ref: RefObject<HTMLElement | null>,
  onResize: () => void,
  ms: number,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const settle = debounce(onResize, ms);
    const observer = new ResizeObserver(() => settle());
    observer.observe(element);
    return () => {
      observer.disconnect();
      settle.cancel();
    };
  }, [ref, onResize, ms]);
}
