import { useRef, type PointerEvent, type RefObject } from 'react';
import { nearestSnap, type Snap } from './sheet-snap';

interface Drag {
  y: number;
  height: number;
  /** The handle's height: the sheet never gets lower than its peek. */
  peek: number;
}

/**
 * Dragging the sheet by its head (touch, pen or mouse): the height follows the pointer without a
 * React render per move, then the sheet rests at the nearest snap point. Presses on the head's
 * button and search box stay theirs.
 */
export function useSheetDrag(sheet: RefObject<HTMLElement | null>, onSnap: (snap: Snap) => void) {
  const drag = useRef<Drag | null>(null);
  const container = () => sheet.current?.parentElement?.clientHeight ?? 0;
  const end = () => {
    const el = sheet.current;
    const started = drag.current;
    drag.current = null;
    if (!el || !started) return;
    const height = el.getBoundingClientRect().height;
    el.removeAttribute('data-dragging');
    el.style.removeProperty('block-size');
    onSnap(nearestSnap(height, started.peek, container()));
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      const el = sheet.current;
      if (!el || (event.target as Element).closest('button, input, a')) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = {
        y: event.clientY,
        height: el.getBoundingClientRect().height,
        peek: event.currentTarget.offsetHeight,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const el = sheet.current;
      const started = drag.current;
      if (!el || !started) return;
      const height = started.height + started.y - event.clientY;
      // The list shows while dragging, so the user sees what the sheet is opening onto.
      el.setAttribute('data-dragging', '');
      const clamped = Math.min(container(), Math.max(started.peek, height));
      el.style.setProperty('block-size', `${clamped}px`);
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
