// bench:scale's client side: sign-in, timed requests with a few in flight, the ingest rate.
import { request, type Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { stats } from './server-fixture.ts';

/** One HTTP request (GET, or POST of `json`); resolves with the status and the whole body. */
export function call(
  url: string,
  agent: Agent,
  headers: Record<string, string> = {},
  json?: unknown,
): Promise<{ status: number; body: string }> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const method = body === undefined ? 'GET' : 'POST';
  const all = body === undefined ? headers : { ...headers, 'content-type': 'application/json' };
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers: all }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject).end(body);
  });
}

/** The owner's bearer header for the account, from the token endpoint (password grant). */
export async function signIn(origin: string, phone: string, password: string, accountId: string) {
  const res = await fetch(`${origin}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', TrackAccountId: accountId },
    body: new URLSearchParams({
      ...{ grant_type: 'password', client_id: 'GoTrack_App', username: phone, password },
      scope: 'offline_access openid profile email phone roles GoTrack',
    }),
  });
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in: HTTP ${res.status} ${JSON.stringify(body)}`);
  return { authorization: `Bearer ${body.access_token}` };
}

/** Runs `once` `count` times, `clients` at a time; the latencies' median and p95. */
export async function timed(count: number, clients: number, once: () => Promise<void>) {
  const latencies: number[] = [];
  let started = 0;
  const client = async () => {
    while (started++ < count) {
      const t0 = performance.now();
      await once();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return stats(latencies);
}

/** Positions/s through GET /ingest/osmand, 64 in flight, round-robin over `origins`. */
export async function ingestRate(
  origins: readonly string[],
  agent: Agent,
  deviceIds: readonly string[],
  total: number,
): Promise<number> {
  const since = Math.floor(Date.now() / 1000) - Math.ceil(total / deviceIds.length) - 60;
  let next = 0;
  const worker = async () => {
    for (let n = next++; n < total; n = next++) {
      const device = n % deviceIds.length;
      const k = Math.floor(n / deviceIds.length);
      const lat = (33.45 + device / 20_000 + k / 10_000).toFixed(6);
      const query = `id=${deviceIds[device]}&lat=${lat}&lon=36.25&timestamp=${since + k}&speed=${k % 40}`;
      const res = await call(`${origins[n % origins.length]}/ingest/osmand?${query}`, agent);
      if (res.status !== 200) throw new Error(`ingest: HTTP ${res.status} ${res.body}`);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: 64 }, worker));
  return Math.round(total / ((performance.now() - t0) / 1000));
}
