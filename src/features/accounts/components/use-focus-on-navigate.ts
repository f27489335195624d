import { useEffect, useRef, type RefObject } from 'react';
import { useRouterState } from '@tanstack/react-router';

// Screens load lazily and draw their heading when their data comes: wait that long for it.
const WAIT_FOR_HEADING_MS = 3_000;

/**
 * After a move to another screen (not on the first load, and not when only the search changes,
 * such as picking a vehicle), focus goes to the new screen's h1, or to `main` when it has none,
 * so keyboard and screen-reader users start on the new content instead of the top of the page.
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>) {
  // The resolved location: the new screen is rendered by then (the old one's h1 is gone).
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname });
  const last = useRef(pathname);
  useEffect(() => {
    const previous = last.current;
    last.current = pathname;
    // A page load (nothing resolved before) keeps the browser's own start: the skip link first.
    if (!pathname || !previous || previous === pathname) return;
    const root = main.current;
    if (!root) return;
    const before = document.activeElement;
    // Someone already moved focus (a dialog, a field the screen focuses itself): leave it there.
    const untouched = () =>
      document.activeElement === before ||
      document.activeElement === document.body ||
      !document.activeElement;
    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (untouched()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (untouched()) root.focus();
    }, WAIT_FOR_HEADING_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
