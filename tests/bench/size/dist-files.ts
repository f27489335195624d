import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// The production build the budgets are measured on, and how its files are sized.

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** `SIZE_DIST` measures a side build (`vite build --outDir …`) instead of `dist/`. */
export const dist = process.env.SIZE_DIST ? resolve(process.env.SIZE_DIST) : join(root, 'dist');

const gzipped = new Map<string, number>();

/** Size of the file gzipped at level 9, in bytes. */
export function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

export const gzipTotal = (files: Iterable<string>): number =>
  [...files].reduce((sum, file) => sum + gzipSize(file), 0);

/** The file's path relative to dist, with forward slashes. */
export const rel = (file: string): string => relative(dist, file).split('\\').join(posix.sep);

/** Maps a URL found in dist (absolute like `/assets/x.js` or relative to `from`) to a file. */
export function toDistFile(url: string, from: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined; // other origin
  const clean = url.split(/[?#]/)[0] ?? '';
  const file = clean.startsWith('/') ? join(dist, clean) : join(dirname(from), clean);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
