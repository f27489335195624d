import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from './contract/endpoint.ts';
import { call, configureHttp, READ_TIMEOUT_MS } from './http';
import { connectivity } from '../ui/connectivity-store';
import { HttpError } from './http-error';
import { toast } from '../ui/toast-store';
import { loading } from '../ui/loading-store';

const saveThing = endpoint({
  method: 'POST',
  path: '/api/app/thing',
  response: z.null(),
});
const getThing = endpoint({
  method: 'GET',
  path: '/api/app/thing/:id',
  response: z.object({ name: z.string() }),
});
const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });
const abpError = (status: number, message: string) =>
  new Response(JSON.stringify({ error: { message, details: null } }), {
    status,
    headers: { 'Content-Type': 'application/json', _AbpErrorFormat: 'true' },
  });

/** A fetch that never answers, like a real one it rejects once its signal aborts. */
const hangs = (_url: unknown, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    const abort = () => reject(new DOMException('aborted', 'AbortError'));
    if (init?.signal?.aborted) abort();
    init?.signal?.addEventListener('abort', abort);
  });

describe('HTTP client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({
      apiURL: 'https://api.example',
      tokenOrigins: ['https://api.example', 'https://id.example'],
      getAccessToken: () => 'token-1',
      getTenantId: () => 'tenant-7',
      getLanguage: () => 'ar',
      onUnauthorized,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
    toast.clear();
    loading.reset();
    connectivity.answered();
  });

  it('sends ABP headers and the token to the API origin, and validates the answer', async () => {
    fetchMock.mockResolvedValue(json({ name: 'Truck 1' }));
    await expect(call(getThing, { params: { id: 'x' } })).resolves.toEqual({ name: 'Truck 1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/app/thing/x');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Accept-Language': 'ar',
      __tenant: 'tenant-7',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it("adds the caller's headers but never lets them replace the token", async () => {
    fetchMock.mockResolvedValue(json({ name: 'x' }));
    await call(getThing, {
      params: { id: '1' },
      headers: { 'Idempotency-Key': 'k-1', Authorization: 'Bearer forged' },
    });
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({
      'Idempotency-Key': 'k-1',
      Authorization: 'Bearer token-1',
    });
  });

  it('never sends the token to another origin', async () => {
    configureHttp({
      apiURL: 'https://elsewhere.example',
      tokenOrigins: ['https://api.example'],
      getAccessToken: () => 'token-1',
      getTenantId: () => null,
      getLanguage: () => 'en',
      onUnauthorized,
    });
    fetchMock.mockResolvedValue(json({ name: 'x' }));
    await call(getThing, { params: { id: '1' } });
    expect(fetchMock.mock.calls[0]![1]?.headers).not.toHaveProperty('Authorization');
  });

  it("toasts the server's message, or the caller's override, and clears the loading bar", async () => {
    fetchMock.mockResolvedValueOnce(abpError(403, 'Only owners can do this'));
    await expect(call(getThing, { params: { id: '1' } })).rejects.toBeInstanceOf(HttpError);
    expect(toast.getAll().map((t) => t.message)).toEqual(['Only owners can do this']);
    expect(loading.isLoading()).toBe(false);

    fetchMock.mockResolvedValueOnce(abpError(400, 'Invalid code'));
    await expect(
      call(getThing, { params: { id: '1' }, errorMessage: 'the OTP is not valid' }),
    ).rejects.toThrow();
    expect(toast.getAll().at(-1)?.message).toBe('the OTP is not valid');
  });

  it('stays quiet when silent, and reports a 401 to the session', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 401 }));
    const error = await call(getThing, { params: { id: '1' }, silent: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 401 });
    expect(toast.getAll()).toEqual([]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns a network failure and an unexpected answer into clear errors', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call(getThing, { params: { id: '1' } })).rejects.toMatchObject({ status: 0 });
    fetchMock.mockResolvedValueOnce(json({ unexpected: true }));
    await expect(call(getThing, { params: { id: '1' } })).rejects.toThrow(/does not understand/);
  });

  it('gives up on a request that hangs, and says the server could not be reached', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockImplementation(hangs);
      const pending = call(getThing, { params: { id: '1' } }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
      expect(connectivity.isReachable()).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ status: 0 });
      expect(connectivity.isReachable()).toBe(false);
      expect(loading.isLoading()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps the caller's own abort an abort, not a network failure", async () => {
    fetchMock.mockImplementation(hangs);
    const controller = new AbortController();
    const pending = call(getThing, { params: { id: '1' }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(connectivity.isReachable()).toBe(true);
    expect(toast.getAll()).toEqual([]);
  });

  it('marks the server unreachable on no answer or a dead gateway, reachable on any answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await call(getThing, { params: { id: '1' } }).catch(() => undefined);
    expect(connectivity.isReachable()).toBe(false);
    fetchMock.mockResolvedValueOnce(abpError(404, 'No such thing'));
    await call(getThing, { params: { id: '1' } }).catch(() => undefined);
    expect(connectivity.isReachable()).toBe(true);
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await call(getThing, { params: { id: '1' } }).catch(() => undefined);
    expect(connectivity.isReachable()).toBe(false);
    fetchMock.mockResolvedValueOnce(json({ name: 'x' }));
    await call(getThing, { params: { id: '1' } });
    expect(connectivity.isReachable()).toBe(true);
  });

  it('does not toast a read that found no network, but does a write', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await call(getThing, { params: { id: '1' } }).catch(() => undefined);
    expect(toast.getAll()).toEqual([]);
    await call(saveThing, { body: {} }).catch(() => undefined);
    expect(toast.getAll().map((t) => t.message)).toEqual([
      'Could not reach the server. Check your connection and try again.',
    ]);
  });
});
