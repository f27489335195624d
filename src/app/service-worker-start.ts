import { Workbox } from 'workbox-window';
import { updateStore } from '../features/shell/update-store';
import { UPDATE_CHECK_MS } from './service-worker';

/** Registers the worker; a waiting update is offered to the user rather than forced. */
export function start() {
  const wb = new Workbox('/sw.js', { type: 'module' });
  wb.addEventListener('waiting', () => {
    updateStore.offer(() => {
      // Reload once the new worker has taken over, so the page and its assets match.
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb
    .register()
    .then((registration) => {
      if (registration) window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
