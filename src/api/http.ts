import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { Endpoint, Schema } from './contract/endpoint.ts';
import { TENANT_HEADER } from './contract/abp-errors.ts';
import { HttpError, toHttpError, userMessage, defaultErrorMessage } from './http-error.ts';
import { buildUrl, type QueryValue } from './url.ts';
import { connectivity } from '../ui/connectivity-store';
import { loading } from '../ui/loading-store';
import { toast } from '../ui/toast-store';

/** What the client needs from the rest of the app; set once at bootstrap (and by the auth feature). */
export interface HttpContext {
  apiURL: string;
  /** Origins that may receive the bearer token: the API and the identity provider, nothing else. */
  tokenOrigins: readonly string[];
  getAccessToken: () => string | null | undefined;
  /**
   * Awaited before each call: renews an access token that is about to expire (auth feature);
   * rejects when an expired one could not be renewed.
   */
  ensureToken?: () => Promise<void>;
  getTenantId: () => string | null | undefined;
  getLanguage: () => string;
  onUnauthorized: () => void;
}

let context: HttpContext | undefined;
export const configureHttp = (next: HttpContext) => void (context = next);
/** For the few calls that send or read bytes rather than JSON (the profile picture). */
export const httpContext = () => context;
export const updateHttp = (patch: Partial<HttpContext>) => {
  if (context) context = { ...context, ...patch };
};

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** No toast at all (the caller shows its own feedback). */
  silent?: boolean;
  /** Shown instead of the server's message (e.g. the one-time-code override). */
  errorMessage?: string;
  /** Background polls do not flash the global loading bar. */
  background?: boolean;
  /** Extra request headers (e.g. `Idempotency-Key`); they cannot replace the auth headers. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before giving up (a hanging connection must not spin forever). */
  timeoutMs?: number;
}

/** Reads wait this long (a slow network still gets through); writes a little longer. */
export const READ_TIMEOUT_MS = 15_000;
export const WRITE_TIMEOUT_MS = 30_000;

export function authHeaders(url: string, ctx: HttpContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Accept-Language': ctx.getLanguage(),
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = ctx.getAccessToken();
  if (token && ctx.tokenOrigins.includes(new URL(url, location.href).origin)) {
    headers.Authorization = `Bearer ${token}`;
  }
  const tenant = ctx.getTenantId();
  if (tenant) headers[TENANT_HEADER] = tenant;
  return headers;
}

export async function call<R extends Schema>(
  endpoint: Endpoint<Schema, Schema, Schema, R>,
  options: CallOptions = {},
): Promise<z.output<R>> {
  if (!context) throw new Error('HTTP client used before configureHttp()');
  const ctx = context;
  const url = buildUrl(ctx.apiURL, endpoint.path, options.params, options.query);
  const done = options.background ? () => {} : loading.start();
  const isRead = endpoint.method === 'GET';
  const timeout = withTimeout(
    options.signal,
    options.timeoutMs ?? (isRead ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS),
  );
  try {
    // A token that cannot be renewed now (no network) is no answer: sending the call without
    // it would earn a 401, and a 401 signs the user out.
    await ctx.ensureToken?.().catch(noAnswer(timeout));
    const headers = { ...options.headers, ...authHeaders(url, ctx) };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: timeout.signal,
    }).catch(noAnswer(timeout));
    // A gateway with no server behind it is no answer from the server.
    if (response.status >= 502 && response.status <= 504) connectivity.failed();
    else connectivity.answered();
    if (!response.ok) {
      const error = await toHttpError(response);
      if (error.status === 401) ctx.onUnauthorized();
      throw error;
    }
    const payload = await (
      endpoint.responseType === 'text' ? response.text() : readJson(response)
    ).catch(noAnswer(timeout));
    const parsed = z.safeParse(endpoint.response, payload);
    if (!parsed.success) {
      throw new HttpError(
        response.status,
        i18n._(msg`The server sent an answer this app does not understand.`),
      );
    }
    return parsed.data;
  } catch (error) {
    // A read that found no network is not worth a toast: the screen says it is offline.
    const quietNetwork = isRead && error instanceof HttpError && error.status === 0;
    if (!options.silent && !quietNetwork && (error as Error).name !== 'AbortError') {
      toast.error(options.errorMessage ?? userMessage(error));
    }
    throw error;
  } finally {
    timeout.stop();
    done();
  }
}

/** A request (or its body) that never arrived; the caller's own abort stays an abort. */
const noAnswer =
  (timeout: { timedOut: () => boolean }) =>
  (cause: unknown): never => {
    if ((cause as Error).name === 'AbortError' && !timeout.timedOut()) throw cause;
    if ((cause as Error).name === 'SyntaxError') throw cause;
    connectivity.failed();
    throw new HttpError(0, defaultErrorMessage(0));
  };

/** The caller's signal, also aborted after `ms`; `timedOut()` tells the two apart. */
function withTimeout(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let expired = false;
  const abort = () => controller.abort(outer?.reason);
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort);
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    stop: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', abort);
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? null : JSON.parse(text);
}
