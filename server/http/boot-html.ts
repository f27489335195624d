import { createHash } from 'node:crypto';
import { openSync, readSync, closeSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  getApplicationConfiguration,
  getApplicationLocalization,
} from '../../src/api/contract/abp.ts';
import type { RuntimeConfig } from '../../src/api/contract/runtime-config.ts';
import type { CultureName } from '../modules/abp/culture.ts';

/** The element the client reads its runtime config from (src/app/runtime-config.ts). */
export const INLINE_CONFIG_ID = 'runtime-config';

/**
 * The build's message catalogue chunk per language (`/assets/<hash>.js`). Chunk names carry no
 * source name, so each chunk's source map tells: its first bytes list the `sources`. A build
 * without source maps gets no catalogue hint (the app loads it as before).
 */
export function catalogChunks(staticDir: string): Partial<Record<CultureName, string>> {
  const found: Partial<Record<CultureName, string>> = {};
  const assets = path.join(staticDir, 'assets');
  let names: string[];
  try {
    names = readdirSync(assets).filter((n) => n.endsWith('.js.map'));
  } catch {
    return found;
  }
  const head = Buffer.alloc(512);
  for (const name of names) {
    const fd = openSync(path.join(assets, name), 'r');
    const read = readSync(fd, head, 0, head.length, 0);
    closeSync(fd);
    const match = /"sources":\["[^"]*locales\/(en|ar)\/messages\.po"\]/.exec(
      head.toString('utf8', 0, read),
    );
    if (match) found[match[1] as CultureName] = `/assets/${name.slice(0, -'.map'.length)}`;
  }
  return found;
}

/**
 * The URL as the client's `buildUrl` (src/api/url.ts) writes it, or the preload is unused. This
 * server serves the page and is its API, which the client calls at the page's own origin
 * (src/api/page-origin.ts), whatever name the page was opened by: so the address is relative.
 */
const apiUrl = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query)}`;

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What the boot needs, put in the served index.html so the first screen waits for no request
 * of its own: the runtime config as an inert JSON block (`<` escaped, so no value can close the
 * element; data blocks are not scripts, so the CSP needs no nonce), and preload hints for what
 * the boot fetches next, in the visitor's likely language: the catalogue chunk, and ABP's
 * application configuration and texts exactly as the client asks for them while signed out
 * (src/api/app-state.ts). The configuration URL names the culture: a browser reuses a preload
 * whatever headers the page's own request has, so only a request that means the same (no token,
 * no tenant, that language) may ask for that URL.
 */
export function injectBoot(
  html: string,
  config: RuntimeConfig,
  culture: CultureName,
  catalog: string | undefined,
): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const api = (url: string) =>
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(url)}">`;
  const head = [
    `<script type="application/json" id="${INLINE_CONFIG_ID}">${json}</script>`,
    catalog && `<link rel="modulepreload" crossorigin href="${attr(catalog)}">`,
    api(
      apiUrl(getApplicationConfiguration.path, {
        includeLocalizationResources: 'false',
        culture,
      }),
    ),
    api(
      apiUrl(getApplicationLocalization.path, {
        cultureName: culture,
        onlyDynamics: 'false',
      }),
    ),
  ].filter(Boolean);
  return html.replace('</head>', `${head.join('\n')}\n</head>`);
}

/** Weak: the same document, whatever the compression. */
export const htmlEtag = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;
