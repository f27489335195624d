import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken } from 'firebase/messaging';
import type { RuntimeConfig } from '../../api/contract/runtime-config.ts';

// Loaded by dynamic import only, when `/config.json` names a firebase project: the SDK lands in
// the lazy `firebase-*` chunks (not precached). Our own service worker shows the pushes — the
// SDK's worker script is never registered (two handlers would show every push twice).

type FirebaseConfig = NonNullable<RuntimeConfig['firebase']>;

/** This browser's FCM registration token, tied to the app's own worker registration. */
export async function firebaseToken(
  config: FirebaseConfig,
  registration: ServiceWorkerRegistration,
): Promise<string> {
  const { vapidKey, ...options } = config;
  const app = getApps()[0] ?? initializeApp(options);
  return getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration: registration });
}
