import { setTimeout as sleep } from 'node:timers/promises';
import { CLIENT_ID, FULL_SCOPE, type TokenResponse } from './auth-helpers.ts';
import type { ServerProcess } from './server-process.ts';

// What the two-process test (server/cluster/two-processes.test.ts) does over real HTTP: each
// call names the process it goes through, as a load balancer would pick one.

export interface Served {
  name: string;
  process: ServerProcess;
  origin: string;
}

export async function call(
  to: Served,
  path: string,
  init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${to.origin}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, text: await res.text() };
}

export async function tokenCall(to: Served, form: Record<string, string>) {
  const res = await fetch(`${to.origin}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
  return { status: res.status, body: (await res.json()) as TokenResponse };
}

/** A demo server's one-time code asked for through `codeFrom`, redeemed through `tokenFrom`. */
export async function signIn(codeFrom: Served, tokenFrom: Served, phone: string) {
  const sent = await call(codeFrom, '/api/app/otp/sendOtpDev', { json: { msisdn: phone } });
  if (sent.status !== 200) throw new Error(`sendOtpDev ${sent.status}: ${sent.text}`);
  const otp = sent.text.replace(/"/g, '');
  return tokenCall(tokenFrom, { grant_type: 'otp', phone_number: phone, otp, scope: FULL_SCOPE });
}

/** One OsmAnd position of `device`, dated `at`, at `kmh`. */
export async function sendFix(to: Served, device: string, at: Date, kmh: number) {
  const query = new URLSearchParams({
    id: device,
    lat: '33.51',
    lon: '36.29',
    speed: (kmh / 1.852).toFixed(3),
    timestamp: String(Math.floor(at.getTime() / 1000)),
  });
  return (await call(to, `/ingest/osmand?${query}`)).status;
}

/** Polls `check` until it returns a value other than undefined; throws after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

/** How many times a process logged that it took the lead. */
export const timesLeading = (s: Served) =>
  s.process.output().split('"leadership taken"').length - 1;
