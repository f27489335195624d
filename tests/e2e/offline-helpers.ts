import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The specs are type-checked without the DOM lib; this types the bits of IndexedDB used below.
declare const indexedDB: {
  open(name: string): {
    onsuccess: (() => void) | null;
    onerror: (() => void) | null;
    result: {
      transaction(store: string): {
        objectStore(store: string): {
          get(key: string): { onsuccess: (() => void) | null; result: unknown };
        };
      };
      close(): void;
    };
  };
};

/** Chrome logs every request refused while the network is cut; that is expected offline. */
export const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to fetch|ERR_FAILED|net::ERR_/;

/** The keys of the queries in the IndexedDB copy of the query cache, as JSON texts. */
export function persistedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          try {
            const get = db.transaction('keyval').objectStore('keyval').get('gotrack-query-cache');
            get.onsuccess = () => {
              db.close();
              const raw = get.result;
              if (typeof raw !== 'string') return resolve([]);
              const parsed = JSON.parse(raw) as {
                clientState: { queries: Array<{ queryKey: unknown }> };
              };
              resolve(parsed.clientState.queries.map((q) => JSON.stringify(q.queryKey)));
            };
          } catch {
            db.close();
            resolve([]);
          }
        };
      }),
  );
}

type KeyTest = RegExp | { describe: string; test: (key: unknown[]) => boolean };

/**
 * Waits until the saved cache holds, for each pattern, a query whose key (as JSON) matches it,
 * or that passes the given test.
 */
export async function waitForPersisted(page: Page, ...patterns: KeyTest[]): Promise<void> {
  for (const pattern of patterns) {
    const matches = (key: string) =>
      pattern instanceof RegExp ? pattern.test(key) : pattern.test(JSON.parse(key) as unknown[]);
    await expect
      .poll(async () => (await persistedKeys(page)).some(matches), {
        message: `the saved query cache holds ${pattern instanceof RegExp ? pattern : pattern.describe}`,
        timeout: 15_000,
      })
      .toBe(true);
  }
}

/** The history screen's own load of the last hour (not the live map's shorter trail). */
export const hourOfHistory = {
  describe: 'an hour of history',
  test: ([root, , kind, , from, to]: unknown[]) =>
    root === 'monitoring' &&
    kind === 'history' &&
    Date.parse(String(to)) - Date.parse(String(from)) === 60 * 60 * 1000,
};

/**
 * Removes the app's saved data (the IndexedDB copy of the query cache) but not the installed
 * service worker, as a user clearing site storage would. The page is first taken to a document
 * of the server's that is not the app (the OIDC discovery JSON), so the app cannot write it back.
 */
export async function clearSavedCache(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  await page.goto('/.well-known/openid-configuration');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb' });
  await cdp.detach();
}

/** How many vehicles the live map draws. */
export const markerCount = async (page: Page) =>
  Number(await page.getByTestId('live-map').getAttribute('data-markers'));

/** Runs `steps` with the network cut, and brings it back whatever happens. */
export async function withoutNetwork<T>(
  context: BrowserContext,
  steps: () => Promise<T>,
): Promise<T> {
  await context.setOffline(true);
  try {
    return await steps();
  } finally {
    await context.setOffline(false);
  }
}

/** "You are offline — last updated …" of the screen's own data. */
export const offlineSince = (page: Page) =>
  page.getByRole('status').filter({ hasText: /offline — last updated/ });
