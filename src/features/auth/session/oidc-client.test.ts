import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  discovery,
  fakeFetch,
  ISSUER,
  json,
  storeUser,
  testConfig,
  tokenResponse,
  USER_KEY,
} from '../testing/fake-provider';
import { createOidcClient } from './oidc-client';
import { parseUser } from './oidc-user';

const expiry = { expiring: vi.fn(), expired: vi.fn() };
let client: ReturnType<typeof createOidcClient>;

function setup(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const fake = fakeFetch(routes);
  vi.stubGlobal('fetch', fake.fetchMock);
  client = createOidcClient(testConfig, expiry, 'https://app.example');
  return fake;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  client?.stopTimers();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('discovery', () => {
  it('is loaded once per page', async () => {
    const { calls } = setup();
    await expect(client.metadata()).resolves.toEqual(discovery);
    await client.metadata();
    await client.endpoint('token_endpoint');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /.well-known/openid-configuration',
    ]);
  });

  it('is loaded again after a failure', async () => {
    const { fetchMock } = setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.metadata()).rejects.toMatchObject({ status: 0 });
    await expect(client.metadata()).resolves.toEqual(discovery);
  });
});

describe('a provider on the page’s own server, opened by another of its names', () => {
  it('is asked at the page’s origin and still names the configured issuer', async () => {
    const fake = fakeFetch({});
    vi.stubGlobal('fetch', fake.fetchMock);
    const ownServer = { ...testConfig, baseURL: ISSUER, apiURL: ISSUER };
    client = createOidcClient(ownServer, expiry, 'https://alias.example');
    const doc = await client.metadata();
    expect(String(fake.fetchMock.mock.calls[0]?.[0])).toBe(
      'https://alias.example/.well-known/openid-configuration',
    );
    expect(doc).toMatchObject({
      issuer: ISSUER,
      token_endpoint: 'https://alias.example/connect/token',
      revocation_endpoint: 'https://alias.example/connect/revocat',
      jwks_uri: 'https://alias.example/.well-known/jwks',
    });
  });
});

describe('refresh-token grant', () => {
  it('posts the refresh token with the tenant and TrackAccountId headers', async () => {
    localStorage.setItem(
      'abpSession',
      JSON.stringify({ tenant: { id: 't-1', name: 'A', isAvailable: true } }),
    );
    localStorage.setItem('trackAccountId', 'acc-1');
    localStorage.setItem('tempTrackAccountId', 'acc-1');
    const fresh = tokenResponse();
    const { calls } = setup({ 'POST /connect/token': () => json(fresh) });
    const user = await client.refresh(parseUser(JSON.stringify(storeUser()))!);

    const grant = calls.find((c) => c.path === '/connect/token')!;
    expect(Object.fromEntries(new URLSearchParams(grant.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-0',
      scope: testConfig.scope,
      client_id: testConfig.clientId,
    });
    expect(grant.headers.get('__tenant')).toBe('t-1');
    expect(grant.headers.get('TrackAccountId')).toBe('acc-1');
    expect(user).toMatchObject({
      access_token: fresh.access_token,
      refresh_token: fresh.refresh_token,
    });
    expect(client.getUser()).toEqual(user);
  });

  it('keeps the refresh token and id token the answer leaves out', async () => {
    const { access_token, expires_in } = tokenResponse();
    setup({ 'POST /connect/token': () => json({ access_token, expires_in }) });
    const before = parseUser(JSON.stringify(storeUser()))!;
    const after = await client.refresh(before);
    expect(after).toMatchObject({
      access_token,
      refresh_token: 'refresh-0',
      id_token: before.id_token,
      profile: before.profile,
    });
  });

  it('arms the expiry events for the stored token', async () => {
    vi.useFakeTimers();
    setup({ 'POST /connect/token': () => json(tokenResponse({}, 200)) });
    await client.refresh(parseUser(JSON.stringify(storeUser()))!);
    await vi.advanceTimersByTimeAsync(80_000);
    expect(expiry.expiring).toHaveBeenCalledTimes(1);
    client.removeUser();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(expiry.expired).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});

describe('revocation (RFC 7009)', () => {
  it('revokes the refresh token', async () => {
    const { calls } = setup({ 'POST /connect/revocat': () => new Response(null, { status: 200 }) });
    storeUser();
    await client.revoke();
    const revoke = calls.find((c) => c.path === '/connect/revocat')!;
    expect(Object.fromEntries(new URLSearchParams(revoke.body))).toEqual({
      token: 'refresh-0',
      token_type_hint: 'refresh_token',
      client_id: testConfig.clientId,
    });
  });

  it('has nothing to revoke without a refresh token', async () => {
    const { calls } = setup();
    storeUser({ refreshToken: null });
    await client.revoke();
    expect(calls).toEqual([]);
  });
});
