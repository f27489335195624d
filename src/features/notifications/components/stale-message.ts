/**
 * What the service worker posts after a push arrives or is clicked (sw/push.ts; the app does not
 * import the worker, tests/unit/push-payload.test.ts keeps the two names equal).
 */
export const NOTIFICATIONS_STALE = 'NOTIFICATIONS_STALE';
