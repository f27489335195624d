let count = 0;
const listeners = new Set<() => void>();

function set(next: number) {
  if (next === count) return;
  count = next;
  listeners.forEach((listener) => listener());
}

/**
 * A module-level counter of pending work behind the global loading bar. The HTTP client
 * starts one per request; `reset()` exists because a failed flow may never call its `done()`.
 */
export const loading = {
  /** Returns `done`; calling it more than once is harmless. */
  start(): () => void {
    set(count + 1);
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      set(Math.max(0, count - 1));
    };
  },
  reset() {
    set(0);
  },
  count: () => count,
  isLoading: () => count > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
