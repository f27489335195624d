import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AuthContext } from '../auth-context';
import { configureTokenStore, readStoredUser } from '../token-store';
import {
  CLIENT_ID,
  fakeFetch,
  ISSUER,
  json,
  storeUser,
  testConfig,
  tokenResponse,
  USER_KEY,
} from '../testing/fake-provider';
import * as checks from './check-tokens';
import { createSession, type Session } from './session';

let ctx: AuthContext;
let session: Session;

function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(routes);
  vi.stubGlobal('fetch', fake.fetchMock);
  ctx = {
    config: testConfig,
    queryClient: new QueryClient(),
    clearPersistedCache: vi.fn(async () => undefined),
    reload: vi.fn(),
  };
  session = createSession(ctx);
  return fake;
}

beforeEach(() => {
  localStorage.clear();
  configureTokenStore(ISSUER, CLIENT_ID);
});
afterEach(async () => {
  await session?.forget().catch(() => undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('start-up checks', () => {
  it('refreshes an expired access token with the refresh token', async () => {
    storeUser({ expiresIn: -60 });
    const fresh = tokenResponse();
    const { calls } = setup({ 'POST /connect/token': () => json(fresh) });

    await session.restore();

    const grant = calls.find((c) => c.path === '/connect/token');
    expect(new URLSearchParams(grant?.body).get('grant_type')).toBe('refresh_token');
    expect(new URLSearchParams(grant?.body).get('refresh_token')).toBe('refresh-0');
    expect(readStoredUser()?.access_token).toBe(fresh.access_token);
    expect(readStoredUser()?.refresh_token).toBe(fresh.refresh_token);
  });

  it('clears the stored session when the provider refuses the refresh', async () => {
    storeUser({ expiresIn: -60 });
    setup({ 'POST /connect/token': () => json({ error: 'invalid_grant' }, 400) });

    await session.restore();

    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem('remember_me')).toBeNull();
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    storeUser({ expiresIn: -60 });
    setup({
      'POST /connect/token': () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await session.restore();

    expect(readStoredUser()?.refresh_token).toBe('refresh-0');
  });

  it('drops an expired session without a refresh token', async () => {
    storeUser({ expiresIn: -60, refreshToken: null });
    setup({});
    await session.restore();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});

describe('one-time-code sign-in', () => {
  it('posts the otp grant with the tenant header and stores the user', async () => {
    localStorage.setItem(
      'abpSession',
      JSON.stringify({ tenant: { id: 't-1', name: 'Acme', isAvailable: true } }),
    );
    const answer = tokenResponse({ profile_requires_update: true });
    const { calls } = setup({ 'POST /connect/token': () => json(answer) });

    await session.signInWithOtp('+963944000001', '123456');

    const grant = calls.find((c) => c.path === '/connect/token')!;
    expect(Object.fromEntries(new URLSearchParams(grant.body))).toEqual({
      grant_type: 'otp',
      phone_number: '+963944000001',
      otp: '123456',
      scope: testConfig.scope,
      client_id: CLIENT_ID,
    });
    expect(grant.headers.get('__tenant')).toBe('t-1');
    expect(readStoredUser()?.access_token).toBe(answer.access_token);
    expect(readStoredUser()?.profile?.given_name).toBe('Sara');
    expect(localStorage.getItem('auth.clientId')).toBe(CLIENT_ID);
  });

  it('reports a refused code as a 400 TokenRequestError', async () => {
    setup({ 'POST /connect/token': () => json({ error: 'invalid_grant' }, 400) });
    await expect(session.signInWithOtp('+963944000001', '000000')).rejects.toMatchObject({
      name: 'TokenRequestError',
      status: 400,
    });
    expect(readStoredUser()).toBeNull();
  });
});

describe('sign-out', () => {
  it('revokes the refresh token, clears storage but the language, and reloads', async () => {
    const { calls } = setup({ 'POST /connect/revocat': () => new Response(null, { status: 200 }) });
    storeUser();
    localStorage.setItem('lang', 'ar');
    localStorage.setItem('trackAccountId', 'acc-1');

    await session.signOut();

    const revoke = calls.find((c) => c.path === '/connect/revocat');
    expect(new URLSearchParams(revoke?.body).get('token')).toBe('refresh-0');
    expect(new URLSearchParams(revoke?.body).get('token_type_hint')).toBe('refresh_token');
    expect({ ...localStorage }).toEqual({ lang: 'ar' });
    expect(ctx.clearPersistedCache).toHaveBeenCalled();
    expect(ctx.reload).toHaveBeenCalledWith('/');
  });

  it('still signs out when the revocation cannot be sent', async () => {
    setup({
      'POST /connect/revocat': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    storeUser();
    await session.signOut({ returnUrl: '/main/map' });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(ctx.reload).toHaveBeenCalledWith('/?returnUrl=%2Fmain%2Fmap');
  });

  it("runs the other features' clean-up while still signed in, even when it fails", async () => {
    setup({ 'POST /connect/revocat': () => new Response(null, { status: 200 }) });
    storeUser();
    const seen: Array<string | null> = [];
    ctx.beforeSignOut = vi.fn(async () => {
      seen.push(localStorage.getItem(USER_KEY));
      throw new Error('push service down');
    });
    await session.signOut();
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(ctx.reload).toHaveBeenCalledWith('/');
  });

  it('tells the app once a session is active (the 7-day push refresh runs then)', async () => {
    storeUser();
    setup({});
    ctx.onSignedIn = vi.fn();
    await session.restore();
    expect(ctx.onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('follows a sign-out in another tab', async () => {
    storeUser();
    setup({});
    await session.restore();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(ctx.reload).toHaveBeenCalledWith('/');
  });
});

describe('renewal', () => {
  it('refreshes on its own when the access token is about to expire', async () => {
    vi.useFakeTimers();
    storeUser({ expiresIn: 100 });
    const fresh = tokenResponse();
    setup({ 'POST /connect/token': () => json(fresh) });
    await session.restore();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(readStoredUser()?.access_token).toBe(fresh.access_token));
  });

  it('checks a new id token; one kept from before (the answer had none) is not checked again', async () => {
    const stored = storeUser();
    const { access_token, expires_in } = tokenResponse();
    const renewed = tokenResponse();
    const answers = [{ access_token, expires_in }, renewed];
    setup({ 'POST /connect/token': () => json(answers.shift()) });
    await session.refresh({ force: true });
    expect(readStoredUser()).toMatchObject({ access_token, id_token: stored.id_token });
    expect(checks.checkTokenResponse).toHaveBeenCalledWith(
      expect.anything(),
      testConfig,
      { access_token, id_token: null },
      { expectedSub: 'user-1' },
    );

    await session.refresh({ force: true });
    expect(checks.checkTokenResponse).toHaveBeenLastCalledWith(
      expect.anything(),
      testConfig,
      { access_token: renewed.access_token, id_token: renewed.id_token },
      { expectedSub: 'user-1' },
    );
  });
});

describe('account-scoped token', () => {
  it('refreshes with the TrackAccountId header, even while the token is fresh', async () => {
    storeUser();
    const { calls } = setup({ 'POST /connect/token': () => json(tokenResponse()) });
    await session.refreshWithTrackAccount('acc-9');
    const grant = calls.find((c) => c.path === '/connect/token')!;
    expect(grant.headers.get('TrackAccountId')).toBe('acc-9');
    expect(new URLSearchParams(grant.body).get('grant_type')).toBe('refresh_token');
  });
});
