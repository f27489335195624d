/**
 * Whether the server answers, as our own requests see it. `navigator.onLine` only knows whether
 * the device has a network: on a bad connection ("lie-fi") it stays true while every request
 * hangs or fails, so the HTTP client reports each outcome here and the app recovers on the first
 * answer instead of waiting for an `online` event that never comes.
 */
/** While the server does not answer: ask again soon, then every half minute at most. */
export const PROBE_DELAYS_MS = [2_000, 5_000, 10_000, 20_000, 30_000];

let reachable = true;
const listeners = new Set<(reachable: boolean) => void>();

function set(next: boolean) {
  if (next === reachable) return;
  reachable = next;
  listeners.forEach((listener) => listener(next));
}

export const connectivity = {
  /** The request never got an answer: no network, a time-out, a proxy with no server behind. */
  failed: () => set(false),
  /** The server answered (whatever it said); also on an `online` event, until proven wrong. */
  answered: () => set(true),
  isReachable: () => reachable,
  /** Both the device and the server: what screens mean by "online". */
  isOnline: () => reachable && navigator.onLine,
  subscribe(listener: (reachable: boolean) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
