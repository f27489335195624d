import { Workbox } from 'workbox-window';
import { updateStore } from '../features/shell/update-store';
import { UPDATE_CHECK_MS } from './service-worker';

/** How often, and how many times, the waiting worker is asked again to take over. */
export const TAKE_OVER_RETRY_MS = 2_000;
export const TAKE_OVER_ATTEMPTS = 15;

/**
 * Asks the waiting worker to take over and reloads once it has, so the page and its assets match.
 * Chromium can drop an activation that a page request meets half-way (the old worker restarts
 * and the new one stays waiting, its skip-waiting flag already spent), so the request is
 * repeated while a worker still waits; once it took over, a repeat finds none and does nothing.
 */
export function takeOver(
  registration: ServiceWorkerRegistration,
  reload = () => location.reload(),
  attempt = 0,
): void {
  if (attempt === 0) {
    navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  }
  const waiting = registration.waiting;
  if (!waiting) return;
  waiting.postMessage({ type: 'SKIP_WAITING' });
  if (attempt + 1 < TAKE_OVER_ATTEMPTS) {
    window.setTimeout(() => takeOver(registration, reload, attempt + 1), TAKE_OVER_RETRY_MS);
  }
}

/**
 * The worker registers 30 s after start: a map opened before was loaded past it. Once it is
 * active it is told what this page loaded, and keeps the heavy optional chunks among them, so
 * that screen opens offline too (and a later release knows the user has it).
 */
export function reportLoadedChunks(): void {
  void navigator.serviceWorker.ready.then((registration) => {
    const paths = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    registration.active?.postMessage({ type: 'KEEP_CHUNKS', paths });
  });
}

/** Registers the worker; a waiting update is offered to the user rather than forced. */
export function start() {
  const wb = new Workbox('/sw.js', { type: 'module' });
  const registered = wb.register();
  wb.addEventListener('waiting', () => {
    updateStore.offer(() => {
      void registered.then((registration) => registration && takeOver(registration));
    });
  });
  void registered
    .then((registration) => {
      if (!registration) return;
      reportLoadedChunks();
      window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
