/** Access tokens live 15 minutes: asking 2 minutes ahead leaves room for a slow network. */
export const EXPIRING_NOTICE_SECONDS = 120;

// A deadline already due is raised a moment after `arm()`, never inside it: its caller may be in
// the middle of reading or storing the user.
const FIRST_CHECK_MS = 1000;
// setTimeout overflows past ~24 days, and a long wait is better re-checked anyway.
const MAX_WAIT_MS = 60 * 60 * 1000;

export interface ExpiryHandlers {
  /** EXPIRING_NOTICE_SECONDS before expiry: time to refresh. */
  expiring: () => void;
  /** The access token is no longer valid. */
  expired: () => void;
}

type Doc = Pick<Document, 'addEventListener' | 'removeEventListener'>;

/**
 * Raises "expiring" then "expired" once per access token. Timers stop while a device sleeps and
 * fire late on waking, and a hidden tab's may be throttled: each check compares with the clock,
 * and the page becoming visible checks again, so a token that expired meanwhile still raises
 * "expired" (and only that: the refresh it triggers covers "expiring").
 */
export function createExpiryTimer(
  handlers: ExpiryHandlers,
  noticeSeconds = EXPIRING_NOTICE_SECONDS,
  doc: Doc = document,
) {
  // Kept once "expired" is raised, so reading the same stored user again raises nothing more.
  let expiresAt: number | undefined;
  let raised = { expiring: false, expired: false };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wait = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, Math.min(Math.max(ms, 0), MAX_WAIT_MS));
  };
  const halt = () => {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', check);
  };

  function check() {
    if (expiresAt === undefined || raised.expired) return;
    const now = Date.now() / 1000;
    if (now >= expiresAt) {
      halt();
      raised = { expiring: true, expired: true };
      handlers.expired();
      return;
    }
    if (!raised.expiring && now >= expiresAt - noticeSeconds) {
      raised.expiring = true;
      handlers.expiring();
    }
    wait(((raised.expiring ? expiresAt : expiresAt - noticeSeconds) - now) * 1000);
  }

  /** Watches this expiry (seconds since the epoch); the same one again changes nothing. */
  function arm(at: number | undefined) {
    if (at !== undefined && at === expiresAt) return;
    stop();
    if (at === undefined) return;
    expiresAt = at;
    raised = { expiring: false, expired: false };
    doc.addEventListener('visibilitychange', check);
    const nextAt = Math.max(at - noticeSeconds, Date.now() / 1000);
    wait(Math.max(FIRST_CHECK_MS, (nextAt - Date.now() / 1000) * 1000));
  }

  function stop() {
    halt();
    expiresAt = undefined;
  }

  return { arm, stop };
}
