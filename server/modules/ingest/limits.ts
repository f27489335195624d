/**
 * Fixes one device may send a minute. Trackers report every 5–30 s (the demo simulator every
 * 5 s, 12 a minute); a device uploading fixes it buffered offline gets 429 and sends the rest
 * later, as OsmAnd clients do.
 */
export const DEVICE_FIXES_PER_MINUTE = 120;
/** Fixes one client address may send a minute: a depot or carrier NAT hides many trackers. */
export const ADDRESS_FIXES_PER_MINUTE = 3000;
/** Counters kept at most; beyond it a window is cut short rather than memory growing unbounded. */
const MAX_KEYS = 100_000;
const WINDOW_MS = 60_000;

export interface IngestLimits {
  perDevice: number;
  perAddress: number;
}

/**
 * Fixed one-minute windows, in memory: each instance behind a load balancer counts for itself,
 * which bounds one sender per instance — enough against a flood, with no shared store.
 */
export function fixedWindowLimiter(limit: number, now = () => Date.now()) {
  let windowStart = now();
  let counts = new Map<string, number>();
  /** Counts one more hit of `key`; false once it is over the limit in this window. */
  return function hit(key: string): boolean {
    const t = now();
    if (t - windowStart >= WINDOW_MS || counts.size >= MAX_KEYS) {
      windowStart = t;
      counts = new Map();
    }
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n <= limit;
  };
}
