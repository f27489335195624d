import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { OWNER, openAccount, signInDemo } from './demo-helpers.ts';
import {
  registerServiceWorkerAtOnce,
  signInHeading,
  waitForServiceWorkerControl,
} from './helpers.ts';
import {
  OFFLINE_NOISE,
  markerCount,
  offlineSince,
  waitForPersisted,
  withoutNetwork,
} from './offline-helpers.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

// Issue 10: offline starts after a new release is installed, and a connection that answers
// nothing ("lie-fi") is treated as one, without spinning.

test.beforeEach(({ consoleGuard }) => consoleGuard.allow(OFFLINE_NOISE));

const accountButton = (page: Page) => page.getByRole('button', { name: /^Open Demo Logistics/ });
const version = (page: Page) => page.locator('meta[name="version"]').getAttribute('content');
/** The file names the worker keeps in its cache of heavy optional chunks. */
const keptChunks = (page: Page) =>
  page.evaluate(async () => {
    type Storage = { open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }> };
    const cache = await (globalThis as unknown as { caches: Storage }).caches.open('lazy-chunks');
    return (await cache.keys()).map((request) => new URL(request.url).pathname.slice(8));
  });
const mapView = (dir: string) =>
  readdirSync(join(dir, 'assets')).find((f) => /^ol-map-view-.*\.js$/.test(f));

/**
 * `vite build` of the same sources with another build id: what a new release deploys. Its map
 * chunks are marked so their names change too, as a release that touches the map's code does.
 */
async function buildRelease(outDir: string, buildId: string) {
  const build = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      env: { ...process.env, BUILD_ID: buildId, E2E_MARK_MAP_CHUNKS: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const [code] = (await once(build, 'exit')) as [number];
  if (code !== 0) throw new Error(`the second build failed (${code})`);
}

test.describe('a new release', () => {
  let server: OwnServer;
  let site: string;
  let release: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    site = mkdtempSync(join(tmpdir(), 'gotrack-site-'));
    release = mkdtempSync(join(tmpdir(), 'gotrack-release-'));
    cpSync(process.env.E2E_STATIC_DIR ?? 'dist', site, { recursive: true });
    const building = buildRelease(release, `e2e-${Date.now()}`);
    server = await startOwnServer(site);
    await building;
  });
  test.afterAll(async () => {
    await server?.stop();
    for (const dir of [site, release]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('is accepted, and the app then starts offline on every screen loaded before', async ({
    browser,
    consoleGuard,
  }) => {
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-US' });
    consoleGuard.watch(context);
    const page = await context.newPage();
    await registerServiceWorkerAtOnce(context);
    await signInDemo(page, OWNER);
    await openAccount(page, 'Demo Logistics');
    await waitForServiceWorkerControl(page);
    await expect.poll(() => markerCount(page)).toBe(20);
    // The map was loaded before the worker controlled the page: the page tells it, and it keeps it.
    const oldMap = mapView(site);
    await expect.poll(() => keptChunks(page)).toContain(oldMap);
    await waitForPersisted(page, /"monitoring",.*"live"/, /"track-accounts","list"/);
    await page.goto('/subscription-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
    await waitForPersisted(page, /"requests"/);
    const before = await version(page);

    // Deploy: the new files replace the old ones on the server.
    cpSync(release, site, { recursive: true });
    await page.reload();
    const prompt = page
      .getByRole('alert')
      .filter({ hasText: 'A new version of the app is available.' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await prompt.getByRole('button', { name: 'Update now' }).click();
    await expect.poll(() => version(page), { timeout: 30_000 }).not.toBe(before);
    await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
    // The release's map code, under its new name, came with the update; the old one is gone.
    const newMap = mapView(release);
    expect(newMap).not.toBe(oldMap);
    const kept = await keptChunks(page);
    expect(kept).toContain(newMap);
    expect(kept).not.toContain(oldMap);

    await withoutNetwork(context, async () => {
      for (const path of ['/main', '/track-accounts', '/subscription-requests', '/main']) {
        await page.goto(path);
        expect(await version(page)).not.toBe(before);
        if (path === '/main') {
          await expect(offlineSince(page)).toBeVisible();
          await expect.poll(() => markerCount(page)).toBe(20);
          await expect(page.getByRole('application').locator('canvas').first()).toBeVisible();
        } else if (path === '/track-accounts') {
          await expect(accountButton(page)).toBeVisible();
        } else {
          await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
        }
      }
    });
    await context.close();
  });
});

test('on a connection that answers nothing, saved data shows within 3 s and refreshes when answers come', async ({
  page,
  context,
}, testInfo) => {
  await page.clock.install();
  await registerServiceWorkerAtOnce(context);
  await signInDemo(page, OWNER);
  await waitForServiceWorkerControl(page);
  await waitForPersisted(page, /"track-accounts","list"/);

  // Lie-fi: the device has a network, the server's requests (API, sign-in, configuration) hang.
  const held: Route[] = [];
  const hangs = (url: URL) =>
    /^\/(api|connect|\.well-known)\//.test(url.pathname) || url.pathname === '/config.json';
  await context.route(hangs, (route) => void held.push(route));

  // Wall time from the navigation to the saved list on screen (the page's own clock is faked).
  const started = Date.now();
  await page.goto('/track-accounts', { waitUntil: 'commit' });
  await expect(accountButton(page)).toBeVisible();
  const shownAfter = Date.now() - started;
  testInfo.annotations.push({ type: 'lie-fi start', description: `${shownAfter} ms` });
  console.log(`lie-fi start: the saved accounts list shown after ${shownAfter} ms`);
  expect(shownAfter).toBeLessThanOrEqual(3_000);
  expect(held.length).toBeGreaterThan(0);

  // The requests time out (15 s) and the screen says it is offline instead of spinning.
  await page.clock.runFor(16_000);
  await expect(
    page.getByRole('status').filter({ hasText: /offline — last updated/ }),
  ).toBeVisible();

  // The server answers again: the next try brings fresh data, with no click.
  await context.unroute(hangs);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  const fresh = page.waitForResponse((r) => r.url().includes('/api/app/trackAccount') && r.ok());
  await page.clock.runFor(5_000);
  await fresh;
  await expect(page.getByRole('status').filter({ hasText: /offline — last updated/ })).toBeHidden();
  await expect(accountButton(page)).toBeVisible();
});

test('a visitor on a connection that answers nothing sees the sign-in screen within about 3 s', async ({
  page,
  context,
}, testInfo) => {
  await registerServiceWorkerAtOnce(context);
  await page.goto('/');
  await expect(signInHeading(page)).toBeVisible();
  await waitForServiceWorkerControl(page);
  await waitForPersisted(page, /"abp","application-configuration"/);

  const held: Route[] = [];
  const hangs = (url: URL) =>
    /^\/(api|connect|\.well-known)\//.test(url.pathname) || url.pathname === '/config.json';
  await context.route(hangs, (route) => void held.push(route));
  const started = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await expect(signInHeading(page)).toBeVisible();
  const shownAfter = Date.now() - started;
  testInfo.annotations.push({ type: 'lie-fi visitor start', description: `${shownAfter} ms` });
  console.log(`lie-fi visitor start: the sign-in screen shown after ${shownAfter} ms`);
  // The configuration falls back to its saved copy after 1.5 s, app state after 1 s more: about
  // 3 s with the page's own work, a little more on a loaded machine.
  expect(shownAfter).toBeLessThanOrEqual(4_000);
  expect(held.length).toBeGreaterThan(0);

  await context.unroute(hangs);
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  await page.getByLabel('Phone number').fill('0944000009');
  await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
});
