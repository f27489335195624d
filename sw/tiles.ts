/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isTileRequest, templatesFromConfig } from './tile-match.ts';

declare const self: ServiceWorkerGlobalScope;

export const TILE_CACHE = 'map-tiles';
const MAX_TILES = 3000;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

let templates: RegExp[] | null = null;
let loading: Promise<void> | null = null;

/**
 * Reads the tile templates from the cached `/config.json`. Done once per worker start: the worker
 * is restarted often (it stops when idle), so a changed deployment is picked up soon enough
 * without reading the cache on every request.
 */
function loadTemplates(configCache: string): Promise<void> {
  loading ??= caches
    .open(configCache)
    .then((cache) => cache.match('/config.json'))
    .then((response) => (response ? (response.json() as Promise<unknown>) : null))
    .then((config) => {
      templates = templatesFromConfig(config, self.location.origin);
    })
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

/**
 * Map tiles cache-first, so areas already seen show offline. Bounded by count and age because
 * panning around a city fetches hundreds of tiles; a quota error drops the cache rather than the
 * worker's other caches. Status 0 is kept so a tile server without CORS still works offline.
 */
export function registerTileCache(configCache: string) {
  void loadTemplates(configCache);
  // The install step caches `/config.json`; read it before this worker serves its first tile.
  self.addEventListener('activate', (event) => event.waitUntil(loadTemplates(configCache)));

  registerRoute(
    ({ request }) => {
      // The configuration may have been cached since the worker started: pick it up for later.
      if (!templates && !loading) void loadTemplates(configCache);
      return isTileRequest(request, templates);
    },
    new CacheFirst({
      cacheName: TILE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({
          maxEntries: MAX_TILES,
          maxAgeSeconds: MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
