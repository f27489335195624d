import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

function read(): Direction {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

/**
 * The document direction. Radix defaults to ltr for arrow keys and swipes unless told,
 * and `<html dir>` is the single switch for RTL in this app.
 */
export function useDir(): Direction {
  return useSyncExternalStore(subscribe, read, () => 'ltr');
}
