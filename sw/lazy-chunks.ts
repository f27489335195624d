import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/**
 * Heavy optional chunks (the map, the spreadsheet reader, push) are left out of the precache so
 * the first install stays small (see `globIgnores` in vite.config.ts). Once a user has opened such
 * a screen its chunk is kept here, so that screen opens offline too. Hashed names never change
 * content, so cache-first is safe; old builds' chunks age out.
 */
export const isLazyChunk = (url: URL, origin: string) =>
  url.origin === origin && /^\/assets\/(ol|xlsx|firebase)-[^/]+\.(js|css)$/.test(url.pathname);

export function registerLazyChunkCache(origin: string) {
  registerRoute(
    ({ url }) => isLazyChunk(url, origin),
    new CacheFirst({
      cacheName: 'lazy-chunks',
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
