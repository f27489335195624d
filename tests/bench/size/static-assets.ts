import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { allFiles, dist, gzipTotal, rel, toDistFile } from './dist-files.ts';
import { lazyFamily } from '../../../sw/lazy-chunk-names.ts';
import { infoRow, kB } from './table.ts';
import type { Row } from './table.ts';

// What the build says without running it: what index.html links, what those modules import
// statically, and what the service worker precaches. Dynamic imports (the locale catalogue, the
// route chunks) are not followed: the browser measure in first-screen.ts counts those.

interface Tag {
  attrs: Map<string, string>;
}

function tags(html: string, name: string): Tag[] {
  const found: Tag[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attrs = new Map<string, string>();
    for (const attr of (match[1] ?? '').matchAll(
      /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attrs.set((attr[1] ?? '').toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? '');
    }
    found.push({ attrs });
  }
  return found;
}

// Minified ES modules as Rolldown writes them: `import{a as b}from"./x.js"`, `import"./y.js"`,
// `export*from"./z.js"`, `export{c}from"./w.js"`. `import(` (dynamic) and `import.meta` never match.
const STATIC_IMPORT = /(?<![\w$.])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g;
const STATIC_REEXPORT =
  /(?<![\w$.])export\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)from\s*["']([^"'\n]+)["']/g;

export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(STATIC_REEXPORT)].map(
    (m) => m[1] ?? '',
  );
}

/** The scripts and stylesheets index.html links, with the modules they import statically. */
function linkedFromIndex(): { js: Set<string>; css: Set<string> } {
  const indexFile = join(dist, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const js = new Set<string>();
  const css = new Set<string>();
  const queue: string[] = [];

  const add = (url: string | undefined, from: string) => {
    if (!url) return;
    const file = toDistFile(url, from);
    if (!file) return;
    if (file.endsWith('.css')) css.add(file);
    else if (/\.m?js$/.test(file) && !js.has(file)) {
      js.add(file);
      queue.push(file);
    }
  };

  for (const script of tags(html, 'script')) {
    if (script.attrs.get('type') === 'module') add(script.attrs.get('src'), indexFile);
  }
  for (const link of tags(html, 'link')) {
    const rel = (link.attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('modulepreload')) add(link.attrs.get('href'), indexFile);
    if (rel.includes('stylesheet')) add(link.attrs.get('href'), indexFile);
  }
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) add(specifier, file);
  }
  return { js, css };
}

const listing = (files: Set<string>) =>
  `${files.size} file(s): ${[...files].map(rel).join(', ') || 'none found'}`;

/** Informative rows: JS and CSS linked from index.html, and all JS in dist. */
export function staticRows(): { js: Row; css: Row; allJs: Row } {
  const { js, css } = linkedFromIndex();
  const distJs = allFiles(dist).filter((f) => /\.m?js$/.test(f) && rel(f) !== 'sw.js');
  return {
    js: infoRow('    JS statically linked from index.html (gzip)', kB(gzipTotal(js)), listing(js)),
    css: infoRow('    CSS linked from index.html (gzip)', kB(gzipTotal(css)), listing(css)),
    allJs: infoRow('    all JS in dist, no sw.js (gzip)', kB(gzipTotal(distJs))),
  };
}

/**
 * The dist files the worker precaches: those of the manifest vite-plugin-pwa injected into
 * dist/sw.js, less the lazy chunks it lists only to fetch them on use.
 */
export function precachedFiles():
  { files: Set<string>; entries: number; unresolved: number } | undefined {
  const sw = join(dist, 'sw.js');
  if (!existsSync(sw)) return undefined;
  const code = readFileSync(sw, 'utf8');
  const entries = [...code.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)]
    .map((m) => m[1] ?? '')
    .filter((url) => !lazyFamily(url));
  const files = new Set<string>();
  let unresolved = 0;
  for (const url of new Set(entries)) {
    const file = toDistFile(url.startsWith('/') ? url : `/${url}`, sw);
    if (file) files.add(file);
    else unresolved++;
  }
  return { files, entries: entries.length, unresolved };
}

/** (c) The precache manifest that vite-plugin-pwa injected into dist/sw.js (informative). */
export function precacheRow(): Row {
  const precache = precachedFiles();
  if (!precache) return infoRow('(c) precache', 'n/a', 'dist/sw.js not found');
  const { files, entries, unresolved } = precache;
  const raw = [...files].reduce((sum, f) => sum + statSync(f).size, 0);
  return infoRow(
    '(c) precache (raw / gzip)',
    `${kB(raw)} / ${kB(gzipTotal(files))}`,
    `${files.size} file(s) in ${entries} manifest entries` +
      (unresolved ? `, ${unresolved} URL(s) not found in dist` : ''),
  );
}
