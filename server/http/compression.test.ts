import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { setupTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESS_THRESHOLD } from './compression.ts';

// Issue 19: files go precompressed from the build, API answers above a threshold compressed on
// the fly, both chosen by Accept-Encoding; small answers and clients without it get plain bytes.

const APP_JS = `${'export const fleet = ["501000 - Damascus Private"];\n'.repeat(200)}`;
const SHELL = `<!doctype html><html><head><title>shell</title></head><body>${'<p>GoTrack</p>'.repeat(200)}</body></html>`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gotrack-compress-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'app-1a2b3c.js'), APP_JS);
  await writeFile(path.join(dir, 'index.html'), SHELL);
  await precompressDir(dir);
  t = await setupTestApp({ config: { staticDir: dir } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, encoding?: string, accept = '*/*') =>
  t.app.inject({
    url,
    headers: { accept, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
  });

describe('compression', () => {
  it('sends the build’s brotli or gzip twin by Accept-Encoding, and says it varies', async () => {
    const br = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('compresses the app shell of a client route too', async () => {
    const res = await get('/main/notifications', 'br', 'text/html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The shell as built, with the boot's config and hints in its head (boot-html.ts).
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('id="runtime-config"');
    expect(html.replace(/<script type="application\/json".*<\/head>/s, '</head>')).toBe(SHELL);
  });

  it('compresses a large API answer, not a small one', async () => {
    const large = await get('/api/abp/application-configuration', 'br');
    expect(large.statusCode).toBe(200);
    const json = brotliDecompressSync(large.rawPayload).toString();
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(json)).toHaveProperty('localization');

    const small = await get('/api/abp/multi-tenancy/tenants/by-name/nobody', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ success: false });
  });
});
