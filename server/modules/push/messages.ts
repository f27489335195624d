// What a refused push registration tells the caller (translated in server/http/user-messages.ts).

export const BAD_TOKEN_MESSAGE =
  'The push token is not a usable FCM token or Web Push subscription.';
/** The subscription's endpoint is not on a push service this server is configured to send to. */
export const PUSH_SERVICE_MESSAGE = "Alerts cannot be sent to this browser's push service.";
/** `p256dh` is not an uncompressed P-256 point, or `auth` is not 16 bytes (RFC 8291 §3). */
export const PUSH_KEYS_MESSAGE = "The push subscription's keys are not valid.";
