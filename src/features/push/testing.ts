import { vi } from 'vitest';
import type { RuntimeConfig } from '../../api/contract/runtime-config.ts';
import { testRuntimeConfig } from '../../testing/runtime-config';

/** A configuration with standard Web Push on (a made-up VAPID key of the right size). */
export const pushConfig = (over: Partial<RuntimeConfig> = {}): RuntimeConfig =>
  testRuntimeConfig({ webPushPublicKey: 'B' + 'A'.repeat(86), ...over });

export const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  keys: { p256dh: 'p256', auth: 'auth' },
};

/**
 * A browser with push: `Notification` answering `answer` when asked (and counting the asks),
 * a service worker registration whose push manager subscribes.
 */
export function fakePushBrowser(initial: NotificationPermission, answer = initial) {
  const state = { permission: initial, asked: 0 };
  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static requestPermission = vi.fn(async () => {
      state.asked++;
      state.permission = answer;
      return answer;
    });
  }
  const subscription = { options: { applicationServerKey: null }, toJSON: () => SUBSCRIPTION };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async () => subscription),
  };
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve({ pushManager }) }),
  });
  return { state, pushManager };
}

export function removeFakePushBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
}
