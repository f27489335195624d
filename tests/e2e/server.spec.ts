import type { Response } from '@playwright/test';
import {
  applicationConfiguration,
  getApplicationConfiguration,
} from '../../src/api/contract/abp.ts';
import { ABP_ERROR_HEADER, abpErrorEnvelope } from '../../src/api/contract/common.ts';
import { runtimeConfig } from '../../src/api/contract/runtime-config.ts';
import { expect, test } from './fixtures.ts';
import { signInHeading } from './helpers.ts';

const pathnameIs = (pathname: string) => (response: Response) =>
  new URL(response.url()).pathname === pathname;

test.describe('reference server', () => {
  test('/config.json is the runtime configuration', async ({ request }) => {
    const response = await request.get('/config.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const config = runtimeConfig.parse(await response.json());
    expect(config.appName).toBe('GoTrack');
    expect(config.tiles.street.maxZoom).toBe(22);
    expect(config.tiles.satellite.maxZoom).toBe(20);
  });

  test('the app loads its configuration and application state', async ({ page }) => {
    const configRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
    });
    const appStateLoaded = page.waitForResponse(pathnameIs(getApplicationConfiguration.path));

    const document = await page.goto('/');

    // The served index.html carries the runtime config: no request of its own before the screen.
    const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/s.exec(
      await document!.text(),
    );
    expect(runtimeConfig.parse(JSON.parse(inline![1]!)).appName).toBe('GoTrack');
    const appState = await appStateLoaded;
    expect(appState.status(), getApplicationConfiguration.path).toBe(200);
    const state = applicationConfiguration.parse(await appState.json());
    const cultures = state.localization.languages.map((language) => language.cultureName);
    expect(cultures).toEqual(expect.arrayContaining(['ar', 'en']));
    expect(state.currentUser.isAuthenticated).toBe(false);

    await expect(signInHeading(page)).toBeVisible();
    expect(configRequests).toEqual([]);
  });

  test('unknown API paths answer a 404 in ABP’s error envelope', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()[ABP_ERROR_HEADER.toLowerCase()]).toBe('true');
    const body = abpErrorEnvelope.parse(await response.json());
    expect(body.error.message).toBeTruthy();
  });

  test('unknown API paths never fall back to the app shell', async ({ request }) => {
    for (const path of ['/api/nope/deeper', '/connect/nope', '/.well-known/nope']) {
      const response = await request.get(path);
      // The SPA fallback would answer 200 with index.html.
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
    }
  });
});
