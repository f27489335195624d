import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { OutboundRefused, type OutboundGuard, type ResolvedAddress } from './guard.ts';

export interface OutboundRequest {
  url: string;
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: Buffer | string;
  /** The whole exchange, name resolution included (10 s). */
  timeoutMs?: number;
  /** A longer answer is cut off and the request fails (64 KiB). */
  maxResponseBytes?: number;
}

export interface OutboundResponse {
  /** A redirect (3xx) is answered as it is: never followed. */
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A `lookup` that answers only the addresses already checked: the socket asks no DNS. */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (host, options, callback) => {
    const usable = addresses.filter((a) => !options.family || a.family === options.family);
    process.nextTick(() => {
      const [first] = usable;
      if (!first) {
        const err = Object.assign(new Error(`no checked address for ${host}`), {
          code: 'ENOTFOUND',
        });
        callback(err, '', 0);
      } else if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    });
  };
}

/** Sends one request through `guard` (see guard.ts): refused, answered, or failed — once. */
export async function outboundRequest(
  guard: OutboundGuard,
  req: OutboundRequest,
): Promise<OutboundResponse> {
  const timeoutMs = req.timeoutMs ?? 10_000;
  const maxBytes = req.maxResponseBytes ?? 64 * 1024;
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new Error(`timed out after ${timeoutMs} ms`)),
    timeoutMs,
  );
  const expired = new Promise<never>((_, reject) =>
    deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason as Error)),
  );
  // Nobody may be left waiting on `expired` once the request settled another way.
  expired.catch(() => {});
  try {
    const decision = await Promise.race([guard.decide(req.url), expired]);
    if (!decision.allowed) throw new OutboundRefused(decision.reason);
    return await exchange(guard, req, decision.addresses, maxBytes, deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

function exchange(
  guard: OutboundGuard,
  req: OutboundRequest,
  addresses: readonly ResolvedAddress[],
  maxBytes: number,
  signal: AbortSignal,
): Promise<OutboundResponse> {
  const url = new URL(req.url);
  const client = url.protocol === 'https:' ? https : http;
  const tooLarge = () => new Error(`answer larger than ${maxBytes} bytes`);
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: req.method ?? 'GET',
        headers: req.headers,
        // A fresh connection each time: never a pooled socket made under another decision.
        agent: false,
        lookup: pinnedLookup(addresses),
      },
      (res) => {
        if (Number(res.headers['content-length']) > maxBytes) return fail(tooLarge());
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) fail(tooLarge());
          else chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', fail);
      },
    );
    function fail(err: Error) {
      reject(err);
      request.destroy();
    }
    signal.addEventListener('abort', () => fail(signal.reason as Error), { once: true });
    // The address actually connected to is checked too (belt and braces over the pinning).
    request.on('socket', (socket: Socket) => {
      const check = () => {
        const refusal = guard.refusalOf(socket.remoteAddress ?? '');
        if (refusal) fail(new OutboundRefused(refusal));
      };
      if (socket.connecting) socket.once('connect', check);
      else check();
    });
    request.on('error', fail);
    request.end(req.body);
  });
}
