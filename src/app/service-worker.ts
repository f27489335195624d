import { updateStore } from '../features/shell/update-store';

const HOUR = 60 * 60 * 1000;
// The spec registers the worker once the app is stable, 30 s after start, so the first visit
// spends its bandwidth on the screen the user asked for. Tests shorten it through localStorage.
const DEFAULT_DELAY_MS = 30_000;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const override = localStorage.getItem('swRegisterDelayMs');
  const delay =
    override !== null && Number.isFinite(Number(override)) ? Number(override) : DEFAULT_DELAY_MS;
  window.setTimeout(() => void start(), delay);
}

async function start() {
  // Loaded only now: nothing on the first screen needs it.
  const { Workbox } = await import('workbox-window');
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
      if (registration) window.setInterval(() => void registration.update(), HOUR);
    })
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
