import {
  deleteFcmDevice,
  PUSH_TOKEN_REFRESH_MS,
  registerFcmDevice,
} from '../../api/contract/push.ts';
import type { RuntimeConfig } from '../../api/contract/runtime-config.ts';
import { call } from '../../api/http.ts';
import { PUSH_DEVICE_ID_KEY, PUSH_REGISTERED_AT_KEY, PUSH_TOKEN_KEY } from './push-keys';
import { webPushToken } from './web-push';

/** What the alerts-on-this-device control shows. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** Getting a token may never settle (no route to the push service): give up after this. */
const TOKEN_TIMEOUT_MS = 15_000;
/** Sign-out waits this long at most for the server to forget the device. */
const REMOVE_TIMEOUT_MS = 3_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

export function pushState(config: Pick<RuntimeConfig, 'firebase' | 'webPushPublicKey'>): PushState {
  if (!pushSupported() || (!config.firebase && !config.webPushPublicKey)) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission === 'granted' && localStorage.getItem(PUSH_TOKEN_KEY)) return 'on';
  return 'off';
}

function deviceId(): string {
  let id = localStorage.getItem(PUSH_DEVICE_ID_KEY);
  if (!id) {
    id = `web_${crypto.randomUUID()}`;
    localStorage.setItem(PUSH_DEVICE_ID_KEY, id);
  }
  return id;
}

function withTimeout<T>(task: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    task,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), ms)),
  ]);
}

async function tokenOf(config: RuntimeConfig): Promise<string> {
  const registration = await navigator.serviceWorker.ready;
  if (config.firebase) {
    const { firebaseToken } = await import('./firebase-token');
    return firebaseToken(config.firebase, registration);
  }
  return webPushToken(registration, config.webPushPublicKey);
}

/**
 * Every step may wait for ever: no worker yet, or a push service the browser cannot reach (a
 * subscribe then never settles). The control says it failed instead of "Asking…" for good.
 */
const currentToken = (config: RuntimeConfig) =>
  withTimeout(tokenOf(config), TOKEN_TIMEOUT_MS, 'the push subscription');

/** Gets this browser's token and registers it (a new token replaces the device's old one). */
async function register(config: RuntimeConfig): Promise<void> {
  const token = await currentToken(config);
  await call(registerFcmDevice, {
    body: { fcmToken: token, deviceType: 'Web', name: 'Web Browser', deviceId: deviceId() },
    silent: true,
  });
  localStorage.setItem(PUSH_TOKEN_KEY, token);
  localStorage.setItem(PUSH_REGISTERED_AT_KEY, String(Date.now()));
}

/**
 * The user's click (never unprompted): asks only in the default state (spec part 1 §4 "Push");
 * not granted, no token is registered. Resolves with the state to show.
 */
export async function turnOnPush(config: RuntimeConfig): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  await register(config);
  return 'on';
}

/** Registered more than 7 days ago and still allowed: register again (spec part 1 §9). */
export async function refreshPushIfDue(config: RuntimeConfig, now = Date.now()): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  if (!localStorage.getItem(PUSH_TOKEN_KEY)) return;
  const last = Number(localStorage.getItem(PUSH_REGISTERED_AT_KEY) ?? 0);
  if (now - last < PUSH_TOKEN_REFRESH_MS) return;
  // Push token errors are only logged (spec part 1 §7).
  await register(config).catch((error: unknown) => console.warn('Push refresh failed', error));
}

/**
 * Sign-out: the server forgets this device (best effort, briefly); the local token goes even
 * when that fails (spec part 1 §4 "Push").
 */
export async function removePushDevice(): Promise<void> {
  const token = localStorage.getItem(PUSH_TOKEN_KEY);
  if (!token) return;
  try {
    await call(deleteFcmDevice, {
      query: { deviceToken: token },
      silent: true,
      background: true,
      timeoutMs: REMOVE_TIMEOUT_MS,
    });
  } catch (error) {
    console.warn('The push device could not be removed', error);
  } finally {
    localStorage.removeItem(PUSH_TOKEN_KEY);
    localStorage.removeItem(PUSH_REGISTERED_AT_KEY);
  }
}
