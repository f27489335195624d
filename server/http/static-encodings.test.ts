import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';

// Issue 29: a browser asking for brotli or gzip got the compressed twin of sw.js with the short
// caching of icons, so a new release's service worker could wait an hour to reach it. Every
// encoding of a file must carry the caching of the file itself.

const big = (line: string) => line.repeat(120);
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>shell</title></head><body>${big('<p>GoTrack</p>')}</body></html>`,
  'sw.js': big('self.addEventListener("fetch", () => {});\n'),
  'manifest.webmanifest': `{"name":"GoTrack","description":"${big('fleet tracking ')}"}`,
  'workbox-5d1f3c2a.js': big('// workbox runtime\n'),
  'registerSW.js': big('// register the worker\n'),
  'assets/app-1a2b3c.js': big('export const fleet = ["501000 - Damascus Private"];\n'),
  'icons/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${big('<g/>')}</svg>`,
};

/** Accept-Encoding as browsers and proxies send it, and the encoding each one must get. */
const ENCODINGS: [accept: string | undefined, sent: string | undefined][] = [
  [undefined, undefined],
  ['identity', undefined],
  ['gzip', 'gzip'],
  ['br', 'br'],
  ['gzip, deflate, br', 'br'],
  ['gzip, deflate, br, zstd', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip;q=1.0, br;q=0.5', 'gzip'],
  ['br;q=0.9, gzip;q=0.8, identity;q=0.1', 'br'],
  ['*', 'gzip'],
  ['br;q=0, gzip;q=0', undefined],
];

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gotrack-encodings-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, 'icons'));
  for (const [name, body] of Object.entries(FILES)) await writeFile(path.join(dir, name), body);
  await precompressDir(dir);
  t = await setupTestApp({ config: { staticDir: dir } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const decoded = (raw: Buffer, encoding: string | undefined) =>
  (encoding === 'br'
    ? brotliDecompressSync(raw)
    : encoding === 'gzip'
      ? gunzipSync(raw)
      : raw
  ).toString();

async function expectCaching(file: string, cacheControl: string) {
  for (const [accept, sent] of ENCODINGS) {
    const res = await t.app.inject({
      url: `/${file}`,
      headers: { accept: '*/*', ...(accept === undefined ? {} : { 'accept-encoding': accept }) },
    });
    const label = `${file} with Accept-Encoding: ${accept ?? '(none)'}`;
    expect(res.statusCode, label).toBe(200);
    expect(res.headers['content-encoding'], label).toBe(sent);
    expect(res.headers['cache-control'], label).toBe(cacheControl);
    expect(res.headers.vary, label).toMatch(/accept-encoding/i);
    expect(decoded(res.rawPayload, sent), label).toBe(FILES[file]);
  }
}

describe('caching is the same in every encoding', () => {
  it.each(['sw.js', 'index.html', 'manifest.webmanifest', 'workbox-5d1f3c2a.js', 'registerSW.js'])(
    '%s is revalidated on every load',
    (file) => expectCaching(file, 'no-cache'),
  );

  it('hashed assets stay immutable for a year', () =>
    expectCaching('assets/app-1a2b3c.js', 'public, max-age=31536000, immutable'));

  it('other public files keep their hour', () =>
    expectCaching('icons/logo.svg', 'public, max-age=3600'));
});
