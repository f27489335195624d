import { bannerFor, clickTarget, NOTIFICATIONS_STALE, readPushMessage } from './push.ts';

/** The parts of the worker's global scope the push handlers use (a fake one in tests). */
export type PushScope = Pick<ServiceWorkerGlobalScope, 'registration' | 'clients' | 'location'> & {
  navigator: { language: string };
};

/** Reads the pushed data; a push without readable text still shows the generic banner. */
const textOf = (event: PushEvent): string | null => {
  try {
    return event.data?.text() ?? null;
  } catch {
    return null;
  }
};

/** Shows the push's banner, then tells open pages their notifications list is stale. */
export async function showPush(scope: PushScope, raw: string | null): Promise<void> {
  const banner = bannerFor(readPushMessage(raw), scope.navigator.language);
  await scope.registration.showNotification(banner.title, banner.options);
  await tellPages(scope);
}

async function appWindows(scope: PushScope): Promise<readonly WindowClient[]> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((w) => new URL(w.url).origin === scope.location.origin);
}

async function tellPages(scope: PushScope) {
  for (const w of await appWindows(scope)) w.postMessage({ type: NOTIFICATIONS_STALE });
}

/**
 * A click opens the notification's app path: in an open app window (taken there, then focused)
 * or, with none open or one that cannot be navigated, a new window.
 */
export async function openFromNotification(scope: PushScope, data: unknown): Promise<void> {
  const url = new URL(clickTarget(data), scope.location.origin).href;
  const windows = await appWindows(scope);
  windows.forEach((w) => w.postMessage({ type: NOTIFICATIONS_STALE }));
  const target = windows.find((w) => w.focused) ?? windows[0];
  if (target) {
    try {
      const moved = target.url === url ? target : await target.navigate(url);
      if (moved) {
        // Focus needs the click's user activation; the window is there either way.
        await moved.focus().catch(() => undefined);
        return;
      }
    } catch {
      // Not controlled by this worker (or gone): a new window below.
    }
  }
  await scope.clients.openWindow(url);
}

/** Wires the handlers into the worker (spec part 1 §4 "Push"). */
export function handlePushEvents(self: ServiceWorkerGlobalScope) {
  self.addEventListener('push', (event) => {
    event.waitUntil(showPush(self, textOf(event)));
  });
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openFromNotification(self, event.notification.data));
  });
}
