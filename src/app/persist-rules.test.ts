import { describe, expect, it } from 'vitest';
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { restorable, shouldPersist, toSaved, type SavedCache } from './persist-rules';

const DAY = 24 * 60 * 60 * 1000;
const VERSION = JSON.stringify({ abp: 'a1', 'track-accounts': 't1', monitoring: 'm1' });
const appStateKey = ['abp', 'application-configuration', 'en'];
const appState = {
  currentUser: { isAuthenticated: true, id: 'u1', userName: 'owner', roles: [] },
  localization: {
    currentCulture: { cultureName: 'en', displayName: 'English', isRightToLeft: false },
    languages: [],
    values: {},
    resources: {},
    defaultResourceName: null,
  },
  auth: { grantedPolicies: {} },
  setting: { values: {} },
  multiTenancy: { isEnabled: false },
  currentTenant: { id: null, name: null, isAvailable: false },
  features: { values: {} },
};

/** A client whose saved copy is taken the way query-persist.ts takes it. */
function save(client: QueryClient, buster: string, timestamp = Date.now()): SavedCache {
  const saved = {
    buster,
    timestamp,
    clientState: dehydrate(client, { shouldDehydrateQuery: shouldPersist }),
  };
  return JSON.parse(JSON.stringify(toSaved(saved))) as SavedCache;
}

async function failRefetch(client: QueryClient, key: readonly unknown[]) {
  await client
    .fetchQuery({
      queryKey: key,
      queryFn: () => Promise.reject(new TypeError('offline')),
      retry: false,
      staleTime: 0,
    })
    .catch(() => undefined);
}

describe('what the saved query cache keeps', () => {
  it('keeps data whose refetch failed offline, saved as good data', async () => {
    const client = new QueryClient();
    client.setQueryData(appStateKey, appState);
    client.setQueryData(['track-accounts', 'list'], { items: [{ id: 'a1' }], totalCount: 1 });
    await failRefetch(client, appStateKey);
    await failRefetch(client, ['track-accounts', 'list']);
    expect(client.getQueryState(appStateKey)?.status).toBe('error');

    const saved = save(client, VERSION);
    expect(saved.clientState.queries.map((q) => q.queryKey)).toEqual([
      appStateKey,
      ['track-accounts', 'list'],
    ]);
    for (const query of saved.clientState.queries) {
      expect(query.state).toMatchObject({ status: 'success', fetchStatus: 'idle', error: null });
    }

    // The next start shows the data, not an error.
    const next = new QueryClient();
    hydrate(next, restorable(saved, VERSION, Date.now(), 7 * DAY)!);
    expect(next.getQueryData(appStateKey)).toEqual(appState);
    expect(next.getQueryState(['track-accounts', 'list'])?.status).toBe('success');
  });

  it('leaves out queries without data and those that opt out', async () => {
    const client = new QueryClient();
    await failRefetch(client, ['monitoring', 'a1', 'live']);
    await client.prefetchQuery({
      queryKey: ['auth', 'my-profile'],
      queryFn: () => ({ secret: true }),
      meta: { persist: false },
    });
    expect(save(client, VERSION).clientState.queries).toEqual([]);
  });

  it('keeps two failed offline starts in a row (the bug of the first batch)', async () => {
    let client = new QueryClient();
    client.setQueryData(appStateKey, appState);
    let saved = save(client, VERSION);
    for (let start = 0; start < 2; start++) {
      client = new QueryClient();
      hydrate(client, restorable(saved, VERSION, Date.now(), 7 * DAY)!);
      await failRefetch(client, appStateKey);
      saved = save(client, VERSION);
    }
    expect(saved.clientState.queries.map((q) => q.queryKey)).toEqual([appStateKey]);
  });
});

describe('a saved copy from another build', () => {
  const older = VERSION;

  function savedCopy() {
    const client = new QueryClient();
    client.setQueryData(appStateKey, appState);
    client.setQueryData(['track-accounts', 'list'], { items: [], totalCount: 0 });
    client.setQueryData(['monitoring', 'a1', 'live'], []);
    return save(client, older);
  }
  const keys = (state: ReturnType<typeof restorable>) => state?.queries.map((q) => q.queryKey[0]);

  it('keeps every root whose data files did not change', () => {
    const same = restorable(savedCopy(), older, Date.now(), 7 * DAY);
    expect(keys(same)).toEqual(['abp', 'track-accounts', 'monitoring']);
  });

  it('drops a root whose data files changed, and one the new build no longer knows', () => {
    const next = JSON.stringify({ abp: 'a1', 'track-accounts': 't2' });
    expect(keys(restorable(savedCopy(), next, Date.now(), 7 * DAY))).toEqual(['abp']);
  });

  it("keeps changed app state only while today's contract still reads it", () => {
    const next = JSON.stringify({ abp: 'a2', 'track-accounts': 't1', monitoring: 'm1' });
    expect(keys(restorable(savedCopy(), next, Date.now(), 7 * DAY))).toEqual([
      'abp',
      'track-accounts',
      'monitoring',
    ]);
    const broken = savedCopy();
    broken.clientState.queries[0]!.state.data = { currentUser: 'not an object' };
    expect(keys(restorable(broken, next, Date.now(), 7 * DAY))).toEqual([
      'track-accounts',
      'monitoring',
    ]);
  });

  it('reads a copy saved by the first batch (a build id as buster) as from another build', () => {
    const legacy = { ...savedCopy(), buster: '20261101120000' };
    expect(keys(restorable(legacy, older, Date.now(), 7 * DAY))).toEqual(['abp']);
  });

  it('keeps nothing older than its maximum age', () => {
    const old = savedCopy();
    expect(restorable(old, older, old.timestamp + 7 * DAY + 1, 7 * DAY)).toBeNull();
  });
});
