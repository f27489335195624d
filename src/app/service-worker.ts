// The spec registers the worker once the app is stable, 30 s after start, so the first visit
// spends its bandwidth on the screen the user asked for. Tests shorten it through localStorage.
const DEFAULT_DELAY_MS = 30_000;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const override = localStorage.getItem('swRegisterDelayMs');
  const delay =
    override !== null && Number.isFinite(Number(override)) ? Number(override) : DEFAULT_DELAY_MS;
  // The registration code (and workbox-window) load only then: the first screen does not need them.
  window.setTimeout(() => void import('./service-worker-start').then((m) => m.start()), delay);
}

/** Installed apps stay open for days: look for a new version every hour. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
