import { AUTH_KEYS } from '../storage-keys';

/** Spec part 1 §9. */
export const INACTIVITY_TIMEOUT_MS = 10 * 60 * 1000;
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'touchstart'] as const;
// Shared through localStorage so activity in one tab keeps the others signed in; written at most
// this often because every write wakes the other tabs.
const SHARE_EVERY_MS = 5000;

export interface InactivityOptions {
  onIdle: () => void;
  timeoutMs?: number;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Calls `onIdle` once after `timeoutMs` without a mouse move, key, click or touch in any tab. */
export function watchInactivity({
  onIdle,
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  target = window,
  storage = localStorage,
}: InactivityOptions): () => void {
  let last = Date.now();
  let shared = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const share = () => {
    if (last - shared < SHARE_EVERY_MS) return;
    shared = last;
    storage.setItem(AUTH_KEYS.lastActivity, String(last));
  };
  const onActivity = () => {
    last = Date.now();
    share();
  };
  const check = () => {
    const elsewhere = Number(storage.getItem(AUTH_KEYS.lastActivity)) || 0;
    const idleFor = Date.now() - Math.max(last, elsewhere);
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
    } else timer = setTimeout(check, timeoutMs - idleFor);
  };
  const stop = () => {
    clearTimeout(timer);
    ACTIVITY_EVENTS.forEach((type) => target.removeEventListener(type, onActivity));
  };

  ACTIVITY_EVENTS.forEach((type) => target.addEventListener(type, onActivity, { passive: true }));
  share();
  timer = setTimeout(check, timeoutMs);
  return stop;
}
