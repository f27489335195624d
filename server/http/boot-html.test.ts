import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../src/api/contract/runtime-config.ts';
import { runtimeConfigFor } from '../modules/runtime-config/service.ts';
import { setupTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { catalogChunks, injectBoot } from './boot-html.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const inlineConfig = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="runtime-config">(.*?)<\/script>/s.exec(html)![1]!,
  );

describe('index.html served for client routes', () => {
  it('carries the same runtime config /config.json answers', async () => {
    const page = await t.app.inject({ url: '/main', headers: HTML });
    const json = await t.app.inject({ url: '/config.json' });
    expect(page.statusCode).toBe(200);
    expect(runtimeConfig.parse(inlineConfig(page.body))).toEqual(runtimeConfig.parse(json.json()));
  });

  it('preloads app state in the visitor language, as a signed-out client asks for it', async () => {
    const ar = await t.app.inject({
      url: '/',
      headers: { ...HTML, 'accept-language': 'ar-SY,en;q=0.5' },
    });
    expect(ar.headers.vary).toContain('Accept-Language');
    // At the page's own origin, whatever name it was opened by (the client calls it there).
    expect(ar.body).toContain(
      'href="/api/abp/application-configuration?includeLocalizationResources=false&amp;culture=ar"',
    );
    expect(ar.body).toContain(
      'href="/api/abp/application-localization?cultureName=ar&amp;onlyDynamics=false"',
    );
    // What the preload fetches is in that language, whatever the request's own headers.
    const preloaded = await t.app.inject({
      url: '/api/abp/application-configuration?includeLocalizationResources=false&culture=ar',
      headers: { 'accept-language': 'en' },
    });
    expect(preloaded.json().localization.currentCulture.cultureName).toBe('ar');
  });

  it('answers 304 to its own ETag, and another language is another document', async () => {
    const first = await t.app.inject({ url: '/', headers: { ...HTML, 'accept-language': 'en' } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await t.app.inject({
      url: '/',
      headers: { ...HTML, 'accept-language': 'en', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const arabic = await t.app.inject({
      url: '/',
      headers: { ...HTML, 'accept-language': 'ar', 'if-none-match': etag },
    });
    expect(arabic.statusCode).toBe(200);
  });

  it('leaves /index.html (what the service worker precaches) as built', async () => {
    const res = await t.app.inject({ url: '/index.html' });
    expect(res.body).not.toContain('runtime-config');
    expect(res.body).not.toContain('preload');
  });
});

describe('injectBoot', () => {
  const config = runtimeConfig.parse({
    ...runtimeConfigFor(testConfig({})),
    appName: '</script><script>alert(1)</script>',
  });

  it('cannot be closed by a value of the config', () => {
    const html = injectBoot('<head></head>', config, 'en', '/assets/c.js');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(inlineConfig(html).appName).toBe(config.appName);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/c.js">');
  });
});

describe('catalogChunks', () => {
  it('finds each language catalogue by its source map', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gotrack-boot-'));
    try {
      await mkdir(path.join(dir, 'assets'));
      const map = (source: string) =>
        JSON.stringify({ version: 3, sources: [source], mappings: '' });
      await writeFile(path.join(dir, 'assets/Ab1.js.map'), map('../../locales/en/messages.po'));
      await writeFile(path.join(dir, 'assets/Cd2.js.map'), map('../../locales/ar/messages.po'));
      await writeFile(path.join(dir, 'assets/Ef3.js.map'), map('../../locales/ar/main.po'));
      expect(catalogChunks(dir)).toEqual({ en: '/assets/Ab1.js', ar: '/assets/Cd2.js' });
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});
