import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ASSET, setupTestApp, type TestApp } from '../test/test-app.ts';
import { cacheControlFor } from './static-files.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('static files', () => {
  it('hashed assets are immutable for a year', async () => {
    const res = await t.app.inject({ url: `/${FAKE_ASSET}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the shell, service worker, manifest and config are revalidated on every load', async () => {
    for (const url of [
      '/index.html',
      '/sw.js',
      '/manifest.webmanifest',
      '/workbox-5d1f3c2a.js',
      '/config.json',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('other public files get a short max-age', async () => {
    const res = await t.app.inject({ url: '/icons/icon-192.png' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(cacheControlFor(path.join('assets', 'a-1.css'))).toContain('immutable');
  });

  it('a missing file is a plain 404, not the shell', async () => {
    const res = await t.app.inject({ url: '/assets/old-1234.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('shell');
  });
});

describe('SPA fallback', () => {
  it('serves index.html for client routes and the root', async () => {
    for (const url of ['/', '/main/notifications', '/track-accounts?x=1', '/no/such/page']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('shell');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('never for server paths', async () => {
    for (const url of ['/api/x', '/connect/x', '/.well-known/x', '/ingest/x']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['_abperrorformat']).toBe('true');
      expect(res.body).not.toContain('shell');
    }
  });

  it('not for non-navigation requests or other methods', async () => {
    expect(
      (await t.app.inject({ url: '/main', headers: { accept: 'application/json' } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/main', headers: HTML })).statusCode).toBe(
      404,
    );
  });
});

describe('without a client build', () => {
  it('explains that the app is not built', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'gotrack-empty-'));
    const u = await setupTestApp({ config: { staticDir: empty } });
    try {
      const res = await u.app.inject({ url: '/', headers: HTML });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('not built');
      expect((await u.app.inject({ url: '/config.json' })).statusCode).toBe(200);
    } finally {
      await u.close();
      await rm(empty, { recursive: true });
    }
  });
});

describe('directories', () => {
  it('are client routes, never listings', async () => {
    for (const url of ['/icons/', '/assets/', '/icons', '/../package.json', '/%2e%2e/x']) {
      const res = await t.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('shell');
    }
    expect((await t.app.inject({ url: '/' })).body).toContain('shell');
  });
});
