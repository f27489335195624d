/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { SERVER_PATHS } from '../src/api/contract/server-paths.ts';
import { registerTileCache } from './tiles.ts';
import { keepLazyChunksCurrent, registerLazyChunkCache } from './lazy-chunks.ts';
import { lazyFamily } from './lazy-chunk-names.ts';
import { handlePushEvents } from './push-events.ts';

declare const self: ServiceWorkerGlobalScope;

const RUNTIME_CONFIG_CACHE = 'runtime-config';

// The manifest lists the lazy chunks too, so a new release knows its own; only the rest is
// precached at install.
const manifest = self.__WB_MANIFEST as Array<{ url: string; revision: string | null }>;
const lazyPaths = manifest
  .filter((e) => lazyFamily(e.url))
  .map((e) => new URL(e.url, self.location.href).pathname);
precacheAndRoute(manifest.filter((e) => !lazyFamily(e.url)));
cleanupOutdatedCaches();

// Client routes open the precached shell even offline; the pages the server renders itself
// (payment, sign-in, API…: one list with the server's) always come from the network.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [SERVER_PATHS] }),
);

// The runtime configuration is read before anything else, and an installed app starts from this
// worker's index.html, which does not carry it: the saved copy answers at once (a start must not
// wait for the network: on a poor link that is seconds), and the fresh one is saved for the next
// start. A changed deployment reaches an installed app one start later; a new build (which comes
// with a new worker) or a visit without this worker reads the server's config inline.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname === '/config.json' &&
    request.method === 'GET',
  new StaleWhileRevalidate({
    cacheName: RUNTIME_CONFIG_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

registerTileCache(RUNTIME_CONFIG_CACHE);
registerLazyChunkCache(self.location.origin);
keepLazyChunksCurrent(self, lazyPaths);

// The page fetched its configuration before this worker existed: keep a copy now, so the very
// first offline start already has it.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(RUNTIME_CONFIG_CACHE)
      .then((cache) => cache.add('/config.json'))
      .catch(() => undefined),
  );
});

self.addEventListener('message', (event) => {
  // Sent by the page only after the user accepts the "update available" prompt.
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Alerts pushed to this device, and what a click on one opens.
handlePushEvents(self);

// The first worker takes control at once so the very first visit already works offline.
clientsClaim();
