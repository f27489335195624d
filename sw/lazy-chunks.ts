import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { lazyFamily } from './lazy-chunk-names.ts';

const CACHE = 'lazy-chunks';

/**
 * Heavy optional chunks (the map, the spreadsheet reader, push) are left out of the precache so
 * the first install stays small (see `lazy-chunk-names.ts`). Once a user has opened such a screen
 * its chunk is kept here, so that screen opens offline too. Hashed names never change content, so
 * cache-first is safe. A new release brings its own chunks: see `keepLazyChunksCurrent`.
 */
export const isLazyChunk = (url: URL, origin: string) =>
  url.origin === origin && lazyFamily(url.pathname) !== null;

export function registerLazyChunkCache(origin: string) {
  registerRoute(
    ({ url }) => isLazyChunk(url, origin),
    new CacheFirst({
      cacheName: CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({
          maxEntries: 40,
          maxAgeSeconds: 60 * 24 * 60 * 60,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}

/**
 * What a new release does with the chunks kept by the last one: the families the user has opened
 * (any map chunk held: the map) are fetched in this build's version, so the screens used before
 * still open offline after the update; chunks no page of this build asks for are dropped.
 */
export function lazyChunkPlan(held: readonly string[], build: readonly string[]) {
  const families = new Set(held.map(lazyFamily));
  const current = new Set(build);
  return {
    fetch: build.filter((path) => families.has(lazyFamily(path)) && !held.includes(path)),
    drop: held.filter((path) => !current.has(path)),
  };
}

const heldPaths = async (cache: Cache) =>
  (await cache.keys()).map((request) => new URL(request.url).pathname);

/**
 * At install (fetch, before the update is offered), on the page's word (what it loaded before the
 * worker controlled it) and at activation (drop the old build's).
 */
export function keepLazyChunksCurrent(worker: ServiceWorkerGlobalScope, paths: readonly string[]) {
  worker.addEventListener('install', (event) => {
    event.waitUntil(
      caches.open(CACHE).then(async (cache) => {
        const { fetch } = lazyChunkPlan(await heldPaths(cache), paths);
        // One missing chunk must not fail the update: that screen then loads it when online.
        await Promise.all(fetch.map((path) => cache.add(path).catch(() => undefined)));
      }),
    );
  });
  // The page says what it loaded before this worker controlled it; only this build's lazy chunks
  // are kept (a message cannot make the worker cache anything else).
  worker.addEventListener('message', (event) => {
    const data = event.data as { type?: string; paths?: unknown } | null;
    if (data?.type !== 'KEEP_CHUNKS' || !Array.isArray(data.paths)) return;
    const wanted = paths.filter((path) => (data.paths as unknown[]).includes(path));
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) =>
          Promise.all(
            wanted.map((path) =>
              cache
                .match(path)
                .then((hit) => (hit ? undefined : cache.add(path).catch(() => undefined))),
            ),
          ),
        ),
    );
  });
  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.open(CACHE).then(async (cache) => {
        const { drop } = lazyChunkPlan(await heldPaths(cache), paths);
        await Promise.all(drop.map((path) => cache.delete(path)));
      }),
    );
  });
}
