/** Holds the "update available" state between the service-worker code and the prompt. */
type Apply = () => void;
let pending: Apply | null = null;
const listeners = new Set<() => void>();

export const updateStore = {
  offer(apply: Apply) {
    pending = apply;
    listeners.forEach((l) => l());
  },
  dismiss() {
    pending = null;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => pending,
};
