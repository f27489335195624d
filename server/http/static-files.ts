import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../src/api/contract/runtime-config.ts';
import { SERVER_PATHS } from '../../src/api/contract/server-paths.ts';
import { cultureFromAcceptLanguage } from '../modules/abp/culture.ts';
import { catalogChunks, htmlEtag, injectBoot } from './boot-html.ts';
import { sendNotFound } from './error-handler.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

// Files whose name stays the same from build to build: the browser must revalidate them, or a
// new release (above all a new service worker) would not reach users.
const UNVERSIONED =
  /^(index\.html|sw\.js|manifest\.webmanifest|config\.json|registerSW\.js|workbox-[\w.-]+\.js)$/;

/** The twins scripts/precompress.ts writes beside a file; @fastify/static names the twin it sends. */
const COMPRESSED_TWIN = /\.(br|gz)$/;

/**
 * Cache-Control for a file path relative to the static root (`assets/app-3f2a.js`). A compressed
 * twin (`sw.js.br`) is the same file in another encoding, so it takes the original's caching.
 */
export function cacheControlFor(relativePath: string): string {
  const posix = relativePath.split(path.sep).join('/').replace(COMPRESSED_TWIN, '');
  if (posix.startsWith('assets/')) return IMMUTABLE; // Vite puts a content hash in these names
  if (UNVERSIONED.test(posix)) return NO_CACHE;
  return SHORT; // icons and other public files: short, they may change between releases
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>App not built</title></head>
<body><h1>The web app is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it), then reload.</p>
</body></html>
`;

const wantsHtml = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.headers.accept ?? '').includes('text/html');

/**
 * index.html as the build wrote it, with what the boot needs put in (./boot-html.ts), re-read
 * when a rebuild replaces it. `null` when there is no build.
 */
function shellSource(staticDir: string, config: RuntimeConfig | undefined) {
  const file = path.join(staticDir, 'index.html');
  let cached: { mtimeMs: number; html: string; catalogs: ReturnType<typeof catalogChunks> };
  return (acceptLanguage: string | undefined): string | null => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8');
      cached = { mtimeMs, html, catalogs: config ? catalogChunks(staticDir) : {} };
    }
    if (!config) return cached.html;
    const culture = cultureFromAcceptLanguage(acceptLanguage);
    return injectBoot(cached.html, config, culture, cached.catalogs[culture]);
  };
}

/**
 * Serves the built PWA from `staticDir` and falls back to `index.html` for client routes, so a
 * deep link or a reload on `/main/…` opens the app. Server paths get the ABP 404 envelope.
 * With `bootConfig`, the client routes' index.html carries the runtime config and preload
 * hints; `/index.html` itself (what the service worker precaches) stays as built, so an
 * installed app never starts on a stale copy of the config.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  staticDir: string,
  bootConfig?: RuntimeConfig,
) {
  const hasDir = existsSync(staticDir);
  if (hasDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false, // `/` goes through the fallback below, like any client route
      wildcard: true, // files added by a rebuild are served without a restart
      cacheControl: false, // set per file type below
      // `name.br` / `name.gz` written at build time (scripts/precompress.ts), chosen by the
      // request's Accept-Encoding, with `Vary: Accept-Encoding`; the plain file otherwise.
      preCompressed: true,
      // Directories (`/`, `/icons/`) are client routes, not listings or 403s.
      allowedPath: (pathname) => !SERVER_PATHS.test(pathname) && !pathname.endsWith('/'),
      setHeaders: (res, filePath) => {
        res.header('cache-control', cacheControlFor(path.relative(staticDir, filePath)));
      },
    });
  }

  const shell = shellSource(staticDir, bootConfig);
  const sendShell = (req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', NO_CACHE);
    const html = shell(req.headers['accept-language']) ?? NOT_BUILT;
    // The document depends on the language it guesses; revalidated by its own content.
    const etag = htmlEtag(html);
    reply.header('vary', 'Accept-Language').header('etag', etag);
    reply.type('text/html; charset=utf-8');
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      return reply.code(304).send();
    }
    return reply.code(200).send(html);
  };

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (SERVER_PATHS.test(pathname)) return sendNotFound(req, reply);
    if (wantsHtml(req) || (pathname === '/' && req.method === 'GET')) return sendShell(req, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
