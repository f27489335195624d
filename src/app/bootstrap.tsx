import { createRoot, type Root } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { activateLocale, loadCatalog } from '../i18n/i18n';
import { initialLocale } from '../i18n/locales';
import { configureHttp } from '../api/http';
import { atPageOrigin } from '../api/page-origin';
import { appStateQuery } from '../api/app-state';
import { getSessionTenant } from '../api/session';
import type { RuntimeConfig } from '../api/contract/runtime-config.ts';
import { loadRuntimeConfig, originOf } from './runtime-config';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { App } from './app';
import { registerServiceWorker } from './service-worker';
import {
  initAuth,
  restoreSession,
  signOut,
  verifySessionAgainstAppState,
} from '../features/auth/auth-runtime';
import { registerSignOut } from '../features/shell/sign-out';
import { readStoredUser } from '../features/auth/token-store';
import { signedInPush, signOutPush } from '../features/push/push-keys';

/**
 * Start-up in the order the product needs: runtime config → locale → stored session (refreshed
 * or dropped) → app state → router. App state must be asked for with the final token, or it
 * describes the wrong user. A start that fails for want of a network retries by itself.
 */
export async function bootstrap(container: HTMLElement) {
  const root = createRoot(container);
  const locale = initialLocale();
  const localeReady = activateLocale(locale).catch(() => {
    // Without a catalog the source (English) texts still read correctly.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });
  const queryClient = createQueryClient();
  const persistence = lazyPersistence(queryClient);
  let loaded: RuntimeConfig | undefined;

  const start = async (): Promise<boolean> => {
    try {
      const config: RuntimeConfig = loaded ?? (await loadRuntimeConfig());
      loaded = config;
      const apiURL = atPageOrigin(config.apiURL, config);
      await localeReady;
      configureHttp({
        apiURL,
        tokenOrigins: [originOf(apiURL || '/'), originOf(config.issuer)],
        getAccessToken: () => null,
        getTenantId: () => getSessionTenant()?.id,
        getLanguage: () => i18n.locale,
        onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: ['abp'] }),
      });
      initAuth({
        config,
        queryClient,
        clearPersistedCache: persistence.clear,
        reload: (url) => location.assign(url),
        beforeSignOut: signOutPush,
        onSignedIn: () => signedInPush(config),
      });
      registerSignOut(signOut);
      // Signed-in users and offline starts need the saved cache first (their screens, the
      // saved app state); a signed-out visitor online gets the first screen without waiting
      // for it, and the cache comes just after.
      const waitForCache = !navigator.onLine || readStoredUser() !== null;
      if (waitForCache) await persistence.start();
      await restoreSession();
      await loadAppState(queryClient, i18n.locale, persistence.start).catch(
        async (error: unknown) => {
          // Online in name only: the saved app state still lets the app open.
          await persistence.start();
          if (!queryClient.getQueryData(appStateQuery(i18n.locale).queryKey)) throw error;
        },
      );
      await verifySessionAgainstAppState(queryClient, i18n.locale);
      render(root, config, queryClient);
      // After the first screen has painted: it is not needed to show it.
      if (!waitForCache) afterPaint(() => void persistence.start());
      registerServiceWorker();
      return true;
    } catch (error) {
      await localeReady;
      if (loaded) console.warn('Start-up failed', error);
      await showBootError(root, error, loaded, start);
      return false;
    }
  };
  await start();
}

/**
 * The failure screen and its texts are their own (precached) chunks: the first screen does not
 * carry them. Without its texts it would show only their ids, so both load or the plain line shows.
 */
async function showBootError(
  root: Root,
  error: unknown,
  config: RuntimeConfig | undefined,
  retry: () => Promise<boolean>,
) {
  try {
    const [{ BootError }] = await Promise.all([import('./boot-error'), loadCatalog('rare')]);
    root.render(<BootError error={error} config={config} retry={retry} />);
  } catch {
    // Not even those chunks could be fetched: the browser's own reload is the way back.
    root.render(<p role="alert">{t`The app could not start. Reload the page to try again.`}</p>);
  }
}

// A second after start-up, when idle: well after the first screen has painted.
const afterPaint = (run: () => void) =>
  setTimeout(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else run();
  }, 1000);

/**
 * The IndexedDB copy of the query cache and the offline recovery (./offline.ts), loaded (with
 * their code) on first need.
 */
function lazyPersistence(queryClient: QueryClient) {
  let ready: Promise<void> | undefined;
  const load = () => import('./offline');
  return {
    start: () =>
      (ready ??= load().then(
        (m) => {
          // Before the saved queries are used: a start without network fires no `offline`
          // event for TanStack to see.
          m.keepInTouch(queryClient);
          // Restored edits need their defaults (how to send them) before they are restored.
          m.registerEdits(queryClient);
          return m.persistCache(queryClient).then(() => undefined);
        },
        () => undefined,
      )),
    clear: () => load().then((m) => m.clearPersistedCache()),
  };
}

/** A connection that has not answered app state by then is a bad one ("lie-fi"). */
const SLOW_APP_STATE_MS = 1000;

/**
 * A saved copy lets the app open at once (and offline); a fresh copy is fetched behind it. A
 * visitor online starts without the saved cache: if the server has not answered in a moment,
 * the saved copy (`loadSaved`) opens the app while the request goes on.
 */
async function loadAppState(
  queryClient: QueryClient,
  locale: string,
  loadSaved: () => Promise<void>,
) {
  const query = appStateQuery(locale);
  const saved = () => queryClient.getQueryData(query.queryKey);
  if (saved()) {
    void queryClient.refetchQueries({ queryKey: query.queryKey }).catch(() => undefined);
    return;
  }
  const fetched = queryClient.fetchQuery(query);
  fetched.catch(() => undefined);
  const late = new Promise((resolve) => setTimeout(resolve, SLOW_APP_STATE_MS))
    .then(loadSaved)
    .then(() => (saved() ? undefined : fetched));
  await Promise.race([fetched, late]);
}

function render(root: Root, config: RuntimeConfig, queryClient: QueryClient) {
  const router = createAppRouter({ queryClient, config });
  root.render(<App config={config} queryClient={queryClient} router={router} />);
}
