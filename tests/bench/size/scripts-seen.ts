import { join } from 'node:path';
import type { BrowserContext } from 'playwright';
import { dist, toDistFile } from './dist-files.ts';

/**
 * Every script of dist a browser context requests from `base` (a worker's script has no
 * 'script' resource type, so requests are matched by file), and how many are in flight.
 */
export function watchDistScripts(context: BrowserContext, base: string) {
  const seen = { requested: new Set<string>(), inFlight: 0 };
  const script = (url: string) => {
    const parsed = new URL(url);
    if (parsed.origin !== base) return undefined;
    const file = toDistFile(decodeURIComponent(parsed.pathname), join(dist, 'index.html'));
    return file && /\.m?js$/.test(file) ? file : undefined;
  };
  context.on('request', (r) => {
    const file = script(r.url());
    if (!file) return;
    seen.requested.add(file);
    seen.inFlight++;
  });
  context.on('requestfinished', (r) => void (script(r.url()) && seen.inFlight--));
  context.on('requestfailed', (r) => void (script(r.url()) && seen.inFlight--));
  return { seen, script };
}
