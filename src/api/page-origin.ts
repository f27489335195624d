import type { RuntimeConfig } from './contract/runtime-config.ts';

/**
 * `url` as this page calls it. When the app and its API are one server (the configured app and
 * API addresses share an origin, as with the reference server), that server answers under every
 * name the page may have been opened by (127.0.0.1 for localhost, a deployment's second host
 * name): its configured addresses are called at the page's own origin, where the browser needs
 * no CORS. Any other address, and a separate API, is called as configured. Only where a request
 * goes changes: tokens are still checked against the configured issuer.
 */
export function atPageOrigin(
  url: string,
  config: Pick<RuntimeConfig, 'baseURL' | 'apiURL'>,
  origin = location.origin,
): string {
  try {
    const own = new URL(config.baseURL).origin;
    const target = new URL(url);
    if (target.origin !== own || new URL(config.apiURL).origin !== own) return url;
    return origin + target.href.slice(own.length);
  } catch {
    return url; // relative, or no app address configured: as given
  }
}
