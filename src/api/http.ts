import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as z from 'zod/mini';
import type { Endpoint, Schema } from './contract/endpoint.ts';
import { TENANT_HEADER } from './contract/common.ts';
import { HttpError, toHttpError, userMessage, defaultErrorMessage } from './http-error.ts';
import { buildUrl, type QueryValue } from './url.ts';
import { loading } from '../ui/loading-store';
import { toast } from '../ui/toast-store';

/** What the client needs from the rest of the app; set once at bootstrap (and by the auth feature). */
export interface HttpContext {
  apiURL: string;
  /** Origins that may receive the bearer token: the API and the identity provider, nothing else. */
  tokenOrigins: readonly string[];
  getAccessToken: () => string | null | undefined;
  /** Awaited before each call: renews an access token that is about to expire (auth feature). */
  ensureToken?: () => Promise<void>;
  getTenantId: () => string | null | undefined;
  getLanguage: () => string;
  onUnauthorized: () => void;
}

let context: HttpContext | undefined;
export const configureHttp = (next: HttpContext) => void (context = next);
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
}

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
  try {
    await ctx.ensureToken?.();
    const headers = { ...options.headers, ...authHeaders(url, ctx) };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if ((cause as Error).name === 'AbortError') throw cause;
      throw new HttpError(0, defaultErrorMessage(0));
    }
    if (!response.ok) {
      const error = await toHttpError(response);
      if (error.status === 401) ctx.onUnauthorized();
      throw error;
    }
    const payload =
      endpoint.responseType === 'text' ? await response.text() : await readJson(response);
    const parsed = z.safeParse(endpoint.response, payload);
    if (!parsed.success) {
      throw new HttpError(
        response.status,
        i18n._(msg`The server sent an answer this app does not understand.`),
      );
    }
    return parsed.data;
  } catch (error) {
    if (!options.silent && (error as Error).name !== 'AbortError') {
      toast.error(options.errorMessage ?? userMessage(error));
    }
    throw error;
  } finally {
    done();
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? null : JSON.parse(text);
}
