import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { appStateQuery } from '../../api/app-state.ts';
import type { ApplicationConfiguration } from '../../api/contract/abp.ts';
import { endpoint } from '../../api/contract/endpoint.ts';
import {
  fakeFetch,
  json,
  storeUser,
  testConfig,
  tokenResponse,
  USER_KEY,
} from './testing/fake-provider';

// Module state (the session singleton) is per test: each one imports a fresh copy.
async function start(routes: Parameters<typeof fakeFetch>[0] = {}) {
  vi.resetModules();
  const fake = fakeFetch(routes);
  vi.stubGlobal('fetch', fake.fetchMock);
  const http = await import('../../api/http.ts');
  const runtime = await import('./auth-runtime');
  const tokens = await import('./token-store');
  const ctx = {
    config: testConfig,
    queryClient: new QueryClient(),
    clearPersistedCache: vi.fn(async () => undefined),
    reload: vi.fn(),
  };
  http.configureHttp({
    apiURL: testConfig.apiURL,
    tokenOrigins: [testConfig.apiURL],
    getAccessToken: () => null,
    getTenantId: () => null,
    getLanguage: () => 'en',
    onUnauthorized: () => undefined,
  });
  runtime.initAuth(ctx);
  return { ...fake, http, runtime, tokens, ctx };
}

const anonymous = { currentUser: { isAuthenticated: false } } as ApplicationConfiguration;
const signedIn = { currentUser: { isAuthenticated: true } } as ApplicationConfiguration;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('start-up', () => {
  it('drops tokens issued to another client id', async () => {
    storeUser();
    localStorage.setItem('auth.clientId', 'Old_Client');
    const { runtime } = await start();
    await runtime.restoreSession();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem('auth.clientId')).toBeNull();
  });

  it('drops a valid token when the server says nobody is signed in', async () => {
    storeUser();
    const { runtime, ctx, tokens } = await start();
    ctx.queryClient.setQueryData(appStateQuery('en').queryKey, anonymous);
    // The saved copy is not trusted for this: the server is asked and confirms.
    vi.spyOn(ctx.queryClient, 'fetchQuery').mockResolvedValue(anonymous);
    await runtime.restoreSession();
    await runtime.verifySessionAgainstAppState(ctx.queryClient, 'en');
    expect(tokens.isSignedIn()).toBe(false);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('keeps the session when the server cannot be asked (offline)', async () => {
    storeUser();
    const { runtime, ctx, tokens } = await start();
    ctx.queryClient.setQueryData(appStateQuery('en').queryKey, anonymous);
    vi.spyOn(ctx.queryClient, 'fetchQuery').mockRejectedValue(new TypeError('Failed to fetch'));
    await runtime.verifySessionAgainstAppState(ctx.queryClient, 'en');
    expect(tokens.isSignedIn()).toBe(true);
  });

  it('keeps the session when app state knows the user', async () => {
    storeUser();
    const { runtime, ctx, tokens } = await start();
    ctx.queryClient.setQueryData(appStateQuery('en').queryKey, signedIn);
    await runtime.restoreSession();
    await runtime.verifySessionAgainstAppState(ctx.queryClient, 'en');
    expect(tokens.isSignedIn()).toBe(true);
  });
});

describe('API calls', () => {
  const getThing = endpoint({ method: 'GET', path: '/api/app/thing', response: z.unknown() });

  it('send the access token and, on a 401, sign out back to sign-in with the returnUrl', async () => {
    const user = storeUser();
    const { http, ctx, calls } = await start({
      'GET /api/app/thing': () => new Response(null, { status: 401 }),
    });
    window.history.replaceState(null, '', '/main/alerts?tab=2');

    await expect(http.call(getThing, { silent: true })).rejects.toMatchObject({ status: 401 });

    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${user.access_token}`);
    await vi.waitFor(() =>
      expect(ctx.reload).toHaveBeenCalledWith('/?returnUrl=%2Fmain%2Falerts%3Ftab%3D2'),
    );
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('renew a token about to expire before the call', async () => {
    storeUser({ expiresIn: 5 });
    const fresh = tokenResponse();
    const { http, calls } = await start({
      'POST /connect/token': () => json(fresh),
      'GET /api/app/thing': () => json({}),
    });
    await http.call(getThing, { silent: true });
    const api = calls.find((c) => c.path === '/api/app/thing');
    expect(api?.headers.get('Authorization')).toBe(`Bearer ${fresh.access_token}`);
  });
});

describe('without a network', () => {
  const getThing = endpoint({ method: 'GET', path: '/api/app/thing', response: z.unknown() });
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  it('an expired token that cannot be renewed keeps the call home (no 401, still signed in)', async () => {
    storeUser({ expiresIn: -60 });
    const { http, ctx, calls } = await start({
      'POST /connect/token': offline,
      'GET /api/app/thing': () => new Response(null, { status: 401 }),
    });
    await expect(http.call(getThing, { silent: true })).rejects.toMatchObject({ status: 0 });
    expect(calls.some((c) => c.path === '/api/app/thing')).toBe(false);
    expect(ctx.reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_KEY)).not.toBeNull();
  });

  it('start-up does not wait long for a refresh that hangs', async () => {
    storeUser({ expiresIn: -60 });
    const hang = (() => new Promise(() => undefined)) as unknown as () => Response;
    const { runtime } = await start({ 'POST /connect/token': hang });
    const started = performance.now();
    await runtime.restoreSession();
    expect(performance.now() - started).toBeLessThan(runtime.RESTORE_WAIT_MS + 1000);
    expect(localStorage.getItem(USER_KEY)).not.toBeNull();
  });

  it('lets a session with a refresh token into guarded screens; a refused one goes to sign-in', async () => {
    storeUser({ expiresIn: -60 });
    await start({ 'POST /connect/token': offline });
    const { requireSignIn } = await import('./guards');
    await expect(requireSignIn({ location: { href: '/main' } })).resolves.toBeUndefined();

    storeUser({ expiresIn: -60, refreshToken: null });
    await expect(requireSignIn({ location: { href: '/main' } })).rejects.toMatchObject({
      options: { to: '/' },
    });
  });
});
