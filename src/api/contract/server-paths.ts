/**
 * The first path segments the server answers itself: its API, its OpenID provider and sign-in
 * pages, the devices' ingest, the payment page, the runtime config, its map tiles, the share-link
 * page, the API documentation, and the operator's health checks and metrics. Everything else is the app's (static files, or the app shell
 * for a client route). The server uses this list to decide what is never the app shell
 * (server/http/static-files.ts), and the service worker to leave these navigations to the network
 * (sw/sw.ts); server/http/server-paths.test.ts fails when the server serves a page outside it.
 */
export const SERVER_SEGMENTS = [
  'api',
  'connect',
  '.well-known',
  'ingest',
  'payment-sandbox',
  'config.json',
  'dev-tiles',
  'share',
  'swagger',
  'health',
  'metrics',
] as const;

const escaped = SERVER_SEGMENTS.map((s) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));

/**
 * Matches a path (with or without its query, as Workbox's deny-list tests `pathname + search`)
 * that belongs to the server.
 */
export const SERVER_PATHS = new RegExp(`^/(?:${escaped.join('|')})(?:[/?]|$)`);
