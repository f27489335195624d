import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { endpoint } from '../../../api/contract/endpoint.ts';
import { configureHttp } from '../../../api/http';
import { HttpError } from '../../../api/http-error';
import { connectivity } from '../../../ui/connectivity-store';
import { revalidatingPost } from './revalidating-post';

const poll = endpoint({
  method: 'POST',
  path: '/api/app/poll',
  response: z.object({ n: z.number() }),
});
const answer = (body: unknown, etag?: string) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...(etag && { ETag: etag }) },
  });
const notModified = () => new Response(null, { status: 304 });
const sentHeaders = (call: number) =>
  fetchMock.mock.calls[call]![1]!.headers as Record<string, string>;
const fetchMock = vi.fn<typeof fetch>();

describe('revalidating POST', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({
      apiURL: 'https://api.example',
      tokenOrigins: ['https://api.example'],
      getAccessToken: () => 'token-1',
      getTenantId: () => undefined,
      getLanguage: () => 'ar',
      onUnauthorized,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the last ETag and keeps the very same value on 304', async () => {
    const read = vi.fn((a: { n: number }) => ({ doubled: a.n * 2 }));
    fetchMock.mockResolvedValueOnce(answer({ n: 2 }, 'W/"a"'));
    const first = await revalidatingPost(poll, { all: true }, 'k1', read);
    expect(first).toEqual({ doubled: 4 });
    expect(sentHeaders(0)).not.toHaveProperty('If-None-Match');
    expect(sentHeaders(0)).toMatchObject({
      Authorization: 'Bearer token-1',
      'Accept-Language': 'ar',
    });

    fetchMock.mockResolvedValueOnce(notModified());
    const second = await revalidatingPost(poll, { all: true }, 'k1', read);
    expect(sentHeaders(1)['If-None-Match']).toBe('W/"a"');
    expect(second).toBe(first); // same object: nothing for the map to redraw
    expect(read).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(answer({ n: 3 }, 'W/"b"'));
    expect(await revalidatingPost(poll, { all: true }, 'k1', read)).toEqual({ doubled: 6 });
    fetchMock.mockResolvedValueOnce(notModified());
    await revalidatingPost(poll, { all: true }, 'k1', read);
    expect(sentHeaders(3)['If-None-Match']).toBe('W/"b"');
  });

  it('asks without a tag when the last answer had none, and keys apart', async () => {
    fetchMock.mockResolvedValueOnce(answer({ n: 1 }));
    await revalidatingPost(poll, {}, 'k2', (a) => a);
    fetchMock.mockResolvedValueOnce(answer({ n: 1 }));
    await revalidatingPost(poll, {}, 'k2', (a) => a);
    fetchMock.mockResolvedValueOnce(answer({ n: 1 }));
    await revalidatingPost(poll, {}, 'k3', (a) => a);
    for (const call of [0, 1, 2]) expect(sentHeaders(call)).not.toHaveProperty('If-None-Match');
  });

  it('fails like a call: HTTP errors, 401 and a lost network', async () => {
    fetchMock.mockResolvedValueOnce(new Response('no', { status: 500 }));
    await expect(revalidatingPost(poll, {}, 'k4', (a) => a)).rejects.toMatchObject({ status: 500 });

    fetchMock.mockResolvedValueOnce(new Response('no', { status: 401 }));
    await expect(revalidatingPost(poll, {}, 'k4', (a) => a)).rejects.toBeInstanceOf(HttpError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(revalidatingPost(poll, {}, 'k4', (a) => a)).rejects.toMatchObject({ status: 0 });
    expect(connectivity.isReachable()).toBe(false);
    fetchMock.mockResolvedValueOnce(answer({ n: 1 }));
    await revalidatingPost(poll, {}, 'k4', (a) => a);
    expect(connectivity.isReachable()).toBe(true);
  });
});
