import { vi } from 'vitest';
import { configureHttp } from '../api/http';

// A stubbed `fetch` with the real HTTP client over it: shared by the screens' tests (features
// may not import each other's helpers), so a test sees the requests the server would get.

/** The HTTP client as the app configures it, against https://api.example with a token. */
export function configureTestHttp() {
  configureHttp({
    apiURL: 'https://api.example',
    tokenOrigins: ['https://api.example'],
    getAccessToken: () => 'token',
    getTenantId: () => null,
    getLanguage: () => 'en',
    onUnauthorized: () => undefined,
  });
}

export const paged = <T>(items: T[]) => ({ items, totalCount: items.length });

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const noContent = () => new Response(null, { status: 204 });
export const refused = (message: string) =>
  new Response(JSON.stringify({ error: { message, details: null } }), {
    status: 403,
    headers: { 'Content-Type': 'application/json', _AbpErrorFormat: 'true' },
  });

export interface SentCall {
  method: string;
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}
type Route = (call: SentCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with routes keyed "METHOD /path"; unknown ones answer 404. `sent` lists every
 * request; `writes()` only those that change something.
 */
export function fakeApi(routes: Record<string, Route>) {
  const sent: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const call: SentCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        query: Object.fromEntries(url.searchParams),
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      };
      sent.push(call);
      const route = routes[`${call.method} ${call.path}`];
      return route ? route(call) : refused('Not found');
    }),
  );
  return {
    sent,
    routes,
    writes: () => sent.filter((c) => c.method !== 'GET'),
    reads: (path: string) => sent.filter((c) => c.method === 'GET' && c.path === path).length,
  };
}
