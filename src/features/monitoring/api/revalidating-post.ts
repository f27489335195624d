import * as z from 'zod/mini';
import type { Endpoint, Schema } from '../../../api/contract/endpoint.ts';
import { authHeaders, httpContext, READ_TIMEOUT_MS } from '../../../api/http.ts';
import { HttpError, defaultErrorMessage, toHttpError } from '../../../api/http-error.ts';
import { buildUrl } from '../../../api/url.ts';
import { connectivity } from '../../../ui/connectivity-store';

/** The last answer of each polled read, with the server's tag for it. */
const last = new Map<string, { etag: string; value: unknown }>();

/**
 * A polled POST that costs headers only when nothing changed: it sends the ETag of the last
 * answer (`If-None-Match`) and a 304 returns the value made from that answer, the same object,
 * so TanStack Query sees no change and nothing re-renders. Browsers revalidate GETs by
 * themselves, never POSTs, hence this small client beside `call()` (which is in the first
 * screen's bundle). Like a background `call()`: no loading bar, no toast, the same headers,
 * time-out and connectivity reports. `key` names the read (one per account and body).
 */
export async function revalidatingPost<R extends Schema, T>(
  endpoint: Endpoint<Schema, Schema, Schema, R>,
  body: unknown,
  key: string,
  read: (answer: z.output<R>) => T,
  signal?: AbortSignal,
): Promise<T> {
  const ctx = httpContext();
  if (!ctx) throw new Error('HTTP client used before configureHttp()');
  const url = buildUrl(ctx.apiURL, endpoint.path);
  const timeout = AbortSignal.timeout(READ_TIMEOUT_MS);
  const failed = (cause: unknown): never => {
    if ((cause as Error).name === 'AbortError' && signal?.aborted) throw cause;
    connectivity.failed();
    throw new HttpError(0, defaultErrorMessage(0));
  };
  await ctx.ensureToken?.().catch(failed);
  const previous = last.get(key);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...authHeaders(url, ctx),
      'Content-Type': 'application/json',
      ...(previous && { 'If-None-Match': previous.etag }),
    },
    body: JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  }).catch(failed);
  if (response.status >= 502 && response.status <= 504) connectivity.failed();
  else connectivity.answered();
  if (response.status === 304 && previous) {
    // Reads the (empty) body: an unread response stays open, a cancelled one counts as failed.
    await response.arrayBuffer().catch(failed);
    return previous.value as T;
  }
  if (!response.ok) {
    const error = await toHttpError(response);
    if (error.status === 401) ctx.onUnauthorized();
    throw error;
  }
  const parsed = z.safeParse(endpoint.response, await response.json().catch(failed));
  if (!parsed.success) throw new HttpError(response.status, defaultErrorMessage(500));
  const value = read(parsed.data);
  const etag = response.headers.get('ETag');
  if (etag) last.set(key, { etag, value });
  else last.delete(key);
  return value;
}
