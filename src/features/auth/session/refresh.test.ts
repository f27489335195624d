import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OidcUser } from './oidc-user';
import { isDefinitiveFailure, NoRefreshTokenError, refreshTokens, REFRESH_LOCK } from './refresh';
import { REQUEST_TIMEOUT_MS, requestToken } from './token-request';

const now = () => Math.floor(Date.now() / 1000);

function fakeClient(expiresIn: number, refreshToken: string | null = 'r-1') {
  const user = (token: string | null, seconds: number): OidcUser => ({
    access_token: 'a',
    refresh_token: token,
    session_state: null,
    token_type: 'Bearer',
    profile: {},
    expires_at: now() + seconds,
  });
  const stored = user(refreshToken, expiresIn);
  const renewed = user('r-2', 900);
  return {
    stored,
    renewed,
    client: { getUser: vi.fn(() => stored), refresh: vi.fn(async () => renewed) },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('token refresh', () => {
  it('runs under the cross-tab lock', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const { client, renewed, stored } = fakeClient(60);
    await expect(refreshTokens(client)).resolves.toBe(renewed);
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK, expect.any(Function));
    expect(client.refresh).toHaveBeenCalledWith(stored);
  });

  it('uses tokens another tab refreshed while this one waited', async () => {
    const { client, stored } = fakeClient(800);
    await expect(refreshTokens(client)).resolves.toBe(stored);
    expect(client.refresh).not.toHaveBeenCalled();
  });

  it('refreshes a fresh token when forced (a claim must change)', async () => {
    const { client, renewed } = fakeClient(800);
    await expect(refreshTokens(client, { force: true })).resolves.toBe(renewed);
  });

  it('has nothing to refresh without a refresh token', async () => {
    const { client } = fakeClient(-1, null);
    await expect(refreshTokens(client)).rejects.toBeInstanceOf(NoRefreshTokenError);
  });
});

describe('a failed refresh: the session ends, or the refresh is tried again', () => {
  const refreshFailure = (answer: () => Response | Promise<Response>) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    return requestToken('https://id.example/connect/token', { grant_type: 'refresh_token' }).then(
      () => expect.fail('the refresh should fail'),
      (error: unknown) => error,
    );
  };
  const oauthError = (status: number, error: string) => () =>
    new Response(JSON.stringify({ error }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  it('ends without a refresh token', () => {
    expect(isDefinitiveFailure(new NoRefreshTokenError())).toBe(true);
  });

  it('ends when the provider refuses the grant (an OAuth error answer)', async () => {
    expect(isDefinitiveFailure(await refreshFailure(oauthError(400, 'invalid_grant')))).toBe(true);
    expect(isDefinitiveFailure(await refreshFailure(oauthError(401, 'invalid_client')))).toBe(true);
  });

  it('retries a provider that says it is in trouble (server_error, temporarily_unavailable)', async () => {
    expect(isDefinitiveFailure(await refreshFailure(oauthError(500, 'server_error')))).toBe(false);
    const busy = await refreshFailure(oauthError(503, 'temporarily_unavailable'));
    expect(isDefinitiveFailure(busy)).toBe(false);
  });

  it('retries a 5xx without an OAuth error (a proxy page)', async () => {
    const gateway = () => new Response('<html>Bad gateway</html>', { status: 502 });
    expect(isDefinitiveFailure(await refreshFailure(gateway))).toBe(false);
  });

  it('retries when the network fails', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await refreshFailure(offline);
    expect(error).toMatchObject({ name: 'TokenRequestError', status: 0 });
    expect(isDefinitiveFailure(error)).toBe(false);
  });

  it('retries a request that hangs, after REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers();
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    const failing = refreshFailure(hang as () => Promise<Response>);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await failing;
    expect(error).toMatchObject({ status: 0, description: 'timeout' });
    expect(isDefinitiveFailure(error)).toBe(false);
  });
});
