import type { CDPSession, Page } from 'playwright';

// The throttle of the boot bench and what it saw on the wire, through the Chrome DevTools
// Protocol: DevTools' "Slow 3G" preset and a 4× slower CPU.

/** DevTools' "Slow 3G": 2,000 ms added to each request, 50,000 bytes/s down and up. */
export const SLOW_3G = {
  offline: false,
  latency: 2_000,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};
export const CPU_SLOWDOWN = 4;

export interface Exchange {
  url: string;
  method: string;
  /** ms after the navigation's own request was sent. */
  start: number;
  /** ms after navigation when its last byte arrived (undefined: still loading or failed). */
  end?: number;
  status?: number;
  /** Bytes on the wire: headers and (compressed) body. */
  bytes: number;
  fromServiceWorker: boolean;
  fromCache: boolean;
}

export interface Recorder {
  cdp: CDPSession;
  exchanges: Exchange[];
}

/** Throttles the page and records every request it makes from now on. */
export async function throttleAndRecord(page: Page): Promise<Recorder> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const exchanges: Exchange[] = [];
  const byId = new Map<string, Exchange>();
  let origin: number | undefined; // CDP monotonic seconds of the navigation request
  const ms = (seconds: number) => Math.round((seconds - (origin ?? seconds)) * 1000);
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && origin === undefined) origin = e.timestamp;
    if (e.redirectResponse) return; // the same exchange, sent again
    const exchange: Exchange = {
      url: e.request.url,
      method: e.request.method,
      start: ms(e.timestamp),
      bytes: 0,
      fromServiceWorker: false,
      fromCache: false,
    };
    byId.set(e.requestId, exchange);
    exchanges.push(exchange);
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const exchange = byId.get(e.requestId);
    if (exchange) exchange.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const exchange = byId.get(e.requestId);
    if (!exchange) return;
    exchange.status = e.response.status;
    exchange.fromServiceWorker = e.response.fromServiceWorker ?? false;
    exchange.fromCache ||= e.response.fromDiskCache ?? false;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const exchange = byId.get(e.requestId);
    if (!exchange) return;
    exchange.end = ms(e.timestamp);
    exchange.bytes = e.encodedDataLength;
  });
  return { cdp, exchanges };
}

/** Bytes that came over the network (not from a cache or the service worker). */
export const wireBytes = (exchanges: Exchange[], until = Infinity) =>
  exchanges
    .filter((x) => !x.fromCache && !x.fromServiceWorker && (x.end ?? Infinity) <= until)
    .reduce((sum, x) => sum + x.bytes, 0);

/** One line per request: when it started and ended after navigation, its size and its path. */
export function chainLines(exchanges: Exchange[], base: string): string[] {
  return [...exchanges]
    .sort((a, b) => a.start - b.start)
    .map((x) => {
      const path = x.url.startsWith(base) ? x.url.slice(base.length) : x.url;
      const end = x.end === undefined ? '   …' : String(x.end).padStart(6);
      const via = x.fromServiceWorker ? ' (service worker)' : x.fromCache ? ' (cache)' : '';
      const short = path.length > 90 ? `${path.slice(0, 87)}…` : path;
      return `  ${String(x.start).padStart(6)} → ${end} ms ${String(x.status ?? '-').padStart(3)} ${(x.bytes / 1000).toFixed(1).padStart(6)} kB  ${x.method} ${short}${via}`;
    });
}
