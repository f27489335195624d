import { vi } from 'vitest';
import type { RuntimeConfig } from '../../api/contract/runtime-config.ts';

/** A configuration with standard Web Push on (a made-up VAPID key of the right size). */
export const pushConfig = (over: Partial<RuntimeConfig> = {}): RuntimeConfig => ({
  production: false,
  baseURL: 'https://app.example',
  appName: 'GoTrack',
  logoUrl: '',
  issuer: 'https://api.example',
  clientId: 'portal',
  responseType: 'code',
  scope: 'openid',
  requireHttps: false,
  apiURL: 'https://api.example',
  rootNamespace: '',
  tiles: {
    street: { url: 'https://tiles.example/{z}/{x}/{y}.png', maxZoom: 19 },
    satellite: { url: 'https://tiles.example/{z}/{x}/{y}.jpg', maxZoom: 19 },
  },
  firebase: null,
  demoOtp: false,
  signInFlow: 'auto',
  clockSkewSeconds: 600,
  webPushPublicKey: 'B' + 'A'.repeat(86),
  ...over,
});

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
