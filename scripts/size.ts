// `npm run size`: the budgets of the foundation issue, measured on the production build.
//   (a) JavaScript loaded before the first screen, gzip   ≤ 130 kB
//   (b) CSS loaded before the first screen, gzip          ≤ 15 kB
//   (c) service worker precache                           (informative)
//   (d) server start-up on an existing data directory     ≤ 3 s (median of 3)
// Run `npm run build` first. Sizes are in kB (1000 bytes), gzip level 9. Exits 1 when a figure
// is over its budget or could not be measured.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

const BUDGET_JS = 130_000;
const BUDGET_CSS = 15_000;
const BUDGET_START_MS = 3_000;

interface Row {
  figure: string;
  value: string;
  budget: string;
  verdict: 'PASS' | 'OVER' | 'INFO' | 'ERROR';
  detail?: string;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

// ---------------------------------------------------------------------------------------------
// What index.html loads up front, and what those modules import statically.

interface Tag {
  name: string;
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
    found.push({ name, attrs });
  }
  return found;
}

/** Maps a URL found in dist (absolute like `/assets/x.js` or relative to `from`) to a file. */
function toDistFile(url: string, from: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined; // other origin
  const clean = url.split(/[?#]/)[0] ?? '';
  const file = clean.startsWith('/') ? join(dist, clean) : join(dirname(from), clean);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

// Minified ES modules as Rolldown writes them: `import{a as b}from"./x.js"`, `import"./y.js"`,
// `export*from"./z.js"`, `export{c}from"./w.js"`. `import(` (dynamic) and `import.meta` never match.
const STATIC_IMPORT = /(?<![\w$.])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g;
const STATIC_REEXPORT =
  /(?<![\w$.])export\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^}]*\}\s*)from\s*["']([^"'\n]+)["']/g;

function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT), ...code.matchAll(STATIC_REEXPORT)].map(
    (m) => m[1] ?? '',
  );
}

function firstScreenAssets(): { js: Set<string>; css: Set<string> } {
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

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// ---------------------------------------------------------------------------------------------
// The precache manifest that vite-plugin-pwa injected into dist/sw.js.

function precache(): { files: string[]; entries: number; unresolved: number } | undefined {
  const sw = join(dist, 'sw.js');
  if (!existsSync(sw)) return undefined;
  const code = readFileSync(sw, 'utf8');
  const entries = [...code.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map(
    (m) => m[1] ?? '',
  );
  const urls = new Set(entries);
  const files = new Set<string>();
  let unresolved = 0;
  for (const url of urls) {
    const file = toDistFile(url.startsWith('/') ? url : `/${url}`, sw);
    if (file) files.add(file);
    else unresolved++;
  }
  return { files: [...files], entries: entries.length, unresolved };
}

// ---------------------------------------------------------------------------------------------
// Server start-up: spawn → first 200 on /config.json.

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface Started {
  child: ChildProcess;
  ms: number;
}

async function startServer(port: number, dataDir: string, timeoutMs: number): Promise<Started> {
  const began = performance.now();
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '', // the embedded database (PGlite) in DATA_DIR
        DATA_DIR: dataDir,
        STATIC_DIR: 'dist',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let exited: number | null | undefined;
  child.on('exit', (code) => {
    exited = code;
  });

  const url = `http://127.0.0.1:${port}/config.json`;
  while (performance.now() - began < timeoutMs) {
    if (exited !== undefined) {
      throw new Error(`server exited with code ${exited} before it answered\n${stderr}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.status === 200) return { child, ms: performance.now() - began };
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  await stopServer(child);
  throw new Error(`server did not answer 200 on ${url} within ${timeoutMs} ms\n${stderr}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function serverStartup(): Promise<{ median: number; runs: number[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gotrack-size-'));
  try {
    const port = await freePort();
    // The first start creates, migrates and seeds the data directory; it is not measured.
    await stopServer((await startServer(port, dataDir, 180_000)).child);
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { child, ms } = await startServer(port, dataDir, 60_000);
      runs.push(ms);
      await stopServer(child);
    }
    const sorted = [...runs].sort((a, b) => a - b);
    return { median: sorted[1] ?? Number.NaN, runs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

function budgetRow(figure: string, bytes: number, budget: number, detail: string): Row {
  return {
    figure,
    value: kB(bytes),
    budget: `≤ ${kB(budget)}`,
    verdict: bytes <= budget ? 'PASS' : 'OVER',
    detail,
  };
}

function printTable(rows: Row[]): void {
  const headers = ['Figure', 'Value', 'Budget', 'Result'];
  const cells = rows.map((r) => [r.figure, r.value, r.budget, r.verdict]);
  const widths = headers.map((h, i) =>
    Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)),
  );
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
  console.log('');
  for (const r of rows) if (r.detail) console.log(`${r.figure}: ${r.detail}`);
}

async function main(): Promise<number> {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    return 1;
  }
  const rows: Row[] = [];
  const rel = (file: string) => relative(dist, file).split('\\').join(posix.sep);

  const { js, css } = firstScreenAssets();
  const jsGzip = [...js].reduce((sum, f) => sum + gzipSize(f), 0);
  const cssGzip = [...css].reduce((sum, f) => sum + gzipSize(f), 0);
  rows.push(
    budgetRow(
      '(a) JS before first screen (gzip)',
      jsGzip,
      BUDGET_JS,
      `${js.size} file(s): ${[...js].map(rel).join(', ') || 'none found'}`,
    ),
  );
  rows.push(
    budgetRow(
      '(b) CSS before first screen (gzip)',
      cssGzip,
      BUDGET_CSS,
      `${css.size} file(s): ${[...css].map(rel).join(', ') || 'none found'}`,
    ),
  );

  const distFiles = allFiles(dist).filter((f) => !f.endsWith('.map'));
  const allJs = distFiles.filter((f) => /\.m?js$/.test(f) && rel(f) !== 'sw.js');
  rows.push({
    figure: '    all JS in dist, no sw.js (gzip)',
    value: kB(allJs.reduce((sum, f) => sum + gzipSize(f), 0)),
    budget: '-',
    verdict: 'INFO',
  });

  const cache = precache();
  if (cache) {
    const raw = cache.files.reduce((sum, f) => sum + statSync(f).size, 0);
    const gz = cache.files.reduce((sum, f) => sum + gzipSize(f), 0);
    rows.push({
      figure: '(c) precache (raw / gzip)',
      value: `${kB(raw)} / ${kB(gz)}`,
      budget: '-',
      verdict: 'INFO',
      detail:
        `${cache.files.length} file(s) in ${cache.entries} manifest entries` +
        (cache.unresolved ? `, ${cache.unresolved} URL(s) not found in dist` : ''),
    });
  } else {
    rows.push({
      figure: '(c) precache',
      value: 'n/a',
      budget: '-',
      verdict: 'INFO',
      detail: 'dist/sw.js not found',
    });
  }

  try {
    const { median, runs } = await serverStartup();
    rows.push({
      figure: '(d) server start, existing data dir',
      value: `${(median / 1000).toFixed(2)} s`,
      budget: `≤ ${(BUDGET_START_MS / 1000).toFixed(1)} s`,
      verdict: median <= BUDGET_START_MS ? 'PASS' : 'OVER',
      detail: `median of ${runs.map((ms) => `${Math.round(ms)} ms`).join(', ')} (spawn → 200 on /config.json)`,
    });
  } catch (error) {
    rows.push({
      figure: '(d) server start, existing data dir',
      value: 'n/a',
      budget: `≤ ${(BUDGET_START_MS / 1000).toFixed(1)} s`,
      verdict: 'ERROR',
      detail: error instanceof Error ? error.message : String(error),
    });
  }

  printTable(rows);
  const failed = rows.filter((r) => r.verdict === 'OVER' || r.verdict === 'ERROR');
  console.log(
    failed.length === 0
      ? '\nAll budgets met.'
      : `\n${failed.length} figure(s) over budget or not measured.`,
  );
  return failed.length === 0 ? 0 : 1;
}

process.exitCode = await main();
