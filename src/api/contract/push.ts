import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, hasBidiControls, BIDI_CHARACTERS_MESSAGE, noContent } from './common.ts';

// Push devices (spec part 1 §3 "Device registration for push", §4 "Push", §7, §9) and the
// payload the server pushes to them. The service worker imports this file: keep it small.

/** Long enough for an FCM token or a Web Push subscription's JSON (endpoint URL + keys). */
export const PUSH_TOKEN_MAX_LENGTH = 4096;
/** §9: a registered token is registered again after 7 days. */
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

export const pushDeviceType = z.enum(['Android', 'Web']);
export type PushDeviceType = z.infer<typeof pushDeviceType>;

/** One line of printable text (no control or direction-override characters). */
const deviceText = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine((s) => !hasBidiControls(s), BIDI_CHARACTERS_MESSAGE),
  );

/**
 * `fcmToken` is an FCM registration token, or for standard Web Push the JSON of the browser's
 * PushSubscription (`{"endpoint":…,"keys":{"p256dh":…,"auth":…}}`) as a string. `deviceId` is
 * `web_` + a UUID the browser keeps; registering again with it replaces the token.
 */
export const registerFcmDeviceBody = z.object({
  fcmToken: z.string().check(z.minLength(1), z.maxLength(PUSH_TOKEN_MAX_LENGTH)),
  deviceType: pushDeviceType,
  name: deviceText(100),
  deviceId: deviceText(100),
});
export type RegisterFcmDeviceBody = z.infer<typeof registerFcmDeviceBody>;

export const registerFcmDevice = endpoint({
  method: 'POST',
  path: '/api/app/fcmDevice/register',
  body: registerFcmDeviceBody,
  response: noContent,
});

/** Removes the caller's device holding this token; someone else's token is left alone (204). */
export const deleteFcmDevice = endpoint({
  method: 'DELETE',
  path: '/api/app/fcmDevice/deviceToken',
  query: z.object({
    deviceToken: z.string().check(z.minLength(1), z.maxLength(PUSH_TOKEN_MAX_LENGTH)),
  }),
  response: noContent,
});

/**
 * The JSON data of every push: the Web Push payload itself, or in an FCM data message the
 * `message` field (beside each field as a string, for native apps). The service worker shows
 * it itself. Title and body are already in `language`, the recipient's. `alertType` is a plain
 * string so a type added later still shows; `tag` is the same for one vehicle's one alert type,
 * so a storm of alerts replaces one notification instead of stacking; `url` is the app path to
 * open (a vehicle's live map, else the notifications list).
 */
export const pushMessage = z.object({
  notificationId: guid,
  title: z.string(),
  body: z.string(),
  alertType: z.string(),
  vehicleId: z.nullable(guid),
  trackAccountId: guid,
  /** When the vehicle did what fired the alert (ISO 8601). */
  time: z.string(),
  tag: z.string(),
  url: z.string(),
  language: z.enum(['en', 'ar']),
});
export type PushMessage = z.infer<typeof pushMessage>;

/**
 * The app path a push opens: the vehicle's live map, else the notifications list, in the
 * notification's account (`?account=`: the app opens that account when another is chosen).
 */
export const pushTargetUrl = (vehicleId: string | null, accountId: string): string =>
  `${vehicleId ? `/main/track/${vehicleId}` : '/main/notifications'}?account=${accountId}`;
