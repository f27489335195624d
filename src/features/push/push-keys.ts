import type { RuntimeConfig } from '../../api/contract/runtime-config.ts';

// Tiny on purpose: app/ hands these two hooks to the sign-in feature, so the first screen carries
// a few bytes of push and loads the push code only when this browser has a token stored.

/** The token (FCM) or subscription JSON (Web Push) this browser registered. */
export const PUSH_TOKEN_KEY = 'push.token';
/** When it was last registered (ms since epoch), for the 7-day refresh (spec part 1 §9). */
export const PUSH_REGISTERED_AT_KEY = 'push.registeredAt';
/** `web_` + a UUID: this browser's device id at the server. */
export const PUSH_DEVICE_ID_KEY = 'push.deviceId';

const pushDevice = () => import('./push-device');

/** Sign-out: the server forgets this device, the local token goes (spec part 1 §4). */
export const signOutPush = (): Promise<void> =>
  localStorage.getItem(PUSH_TOKEN_KEY)
    ? pushDevice().then((m) => m.removePushDevice())
    : Promise.resolve();

/** Signed in with alerts on: registers the token again once it is 7 days old (§9). */
export const signedInPush = (config: RuntimeConfig) => {
  if (localStorage.getItem(PUSH_TOKEN_KEY)) {
    void pushDevice().then(
      (m) => m.refreshPushIfDue(config),
      () => undefined,
    );
  }
};
