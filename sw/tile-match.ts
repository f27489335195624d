// Which requests are map tiles. Kept free of Workbox and worker globals so it is unit-tested.

/** Before `/config.json` is cached: an image whose path ends in z/x/y (plus an image extension). */
export const FALLBACK_TILE_PATH = /\/\d+\/\d+\/\d+(\.png|\.jpg|\.jpeg|\.webp)?$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function placeholderPattern(name: string): string {
  if (name === 'z' || name === 'x' || name === 'y' || name === '-y') return '\\d+';
  // `{s}` / `{a-c}` subdomains, `{r}` retina suffix and the like: anything within one segment.
  return '[^/?#]*';
}

/**
 * A tile URL template (`https://{s}.tile.example/{z}/{x}/{y}.png`, or a path on this origin) as
 * an anchored RegExp over absolute URLs. Null for an empty template.
 */
export function templateToRegExp(template: string, origin: string): RegExp | null {
  const trimmed = template.trim();
  if (!trimmed) return null;
  // Resolved by hand: `new URL()` would percent-encode the braces of the placeholders.
  let absolute = trimmed;
  if (trimmed.startsWith('//')) absolute = `${new URL(origin).protocol}${trimmed}`;
  else if (trimmed.startsWith('/')) absolute = `${origin}${trimmed}`;
  let source = '';
  let last = 0;
  for (const match of absolute.matchAll(/\{([^{}]*)\}/g)) {
    source += escape(absolute.slice(last, match.index)) + placeholderPattern(match[1] ?? '');
    last = match.index + match[0].length;
  }
  source += escape(absolute.slice(last));
  return new RegExp(`^${source}$`);
}

/** The street and satellite templates of a runtime configuration, checked loosely. */
export function templatesFromConfig(config: unknown, origin: string): RegExp[] | null {
  const tiles = (config as { tiles?: Record<string, { url?: unknown } | undefined> } | null)?.tiles;
  if (!tiles) return null;
  const patterns = [tiles.street?.url, tiles.satellite?.url]
    .filter((url): url is string => typeof url === 'string')
    .map((url) => templateToRegExp(url, origin))
    .filter((re): re is RegExp => re !== null);
  return patterns.length > 0 ? patterns : null;
}

export interface TileRequestInfo {
  url: string;
  method: string;
  /** `RequestDestination`: `image` for `<img>` loads, empty for `fetch()`. */
  destination: string;
}

/** True for a map tile request: by the configured templates when known, else by the fallback. */
export function isTileRequest(request: TileRequestInfo, templates: RegExp[] | null): boolean {
  if (request.method !== 'GET') return false;
  const url = new URL(request.url);
  url.hash = '';
  if (templates) return templates.some((re) => re.test(url.href));
  return request.destination === 'image' && FALLBACK_TILE_PATH.test(url.pathname);
}
