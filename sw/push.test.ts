import { describe, expect, it, vi } from 'vitest';
import { openFromNotification, showPush, type PushScope } from './push-events.ts';
import { NOTIFICATIONS_STALE, type PushMessage } from './push.ts';

const VEHICLE = '22222222-2222-4222-8222-222222222222';
const message: PushMessage = {
  notificationId: '11111111-1111-4111-8111-111111111111',
  title: 'تجاوز السرعة: 501548',
  body: 'السرعة 95 كم/سا',
  alertType: 'ExceedingSpeed',
  vehicleId: VEHICLE,
  trackAccountId: '33333333-3333-4333-8333-333333333333',
  time: '2026-11-26T15:04:00Z',
  tag: `${VEHICLE}:ExceedingSpeed`,
  url: `/main/track/${VEHICLE}`,
  language: 'ar',
};

const ORIGIN = 'https://app.example';

function fakeWindow(url: string, focused = false) {
  const w = {
    url,
    focused,
    postMessage: vi.fn(),
    focus: vi.fn(async () => w),
    navigate: vi.fn(async (to: string) => ({ ...w, url: to })),
  };
  return w;
}

function scope(windows: ReturnType<typeof fakeWindow>[] = []) {
  const shown: Array<{ title: string; options: NotificationOptions }> = [];
  const s = {
    location: { origin: ORIGIN },
    navigator: { language: 'en-GB' },
    registration: {
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
  };
  return { s: s as unknown as PushScope, shown, raw: s };
}

describe('a push arrives', () => {
  it('shows the alert right to left in Arabic, tagged per vehicle and alert type', async () => {
    const page = fakeWindow(`${ORIGIN}/main`);
    const { s, shown } = scope([page]);
    await showPush(s, JSON.stringify(message));
    expect(shown[0]!.title).toBe(message.title);
    expect(shown[0]!.options).toMatchObject({
      body: message.body,
      tag: message.tag,
      lang: 'ar',
      dir: 'rtl',
      icon: '/icons/icon-192.png',
      data: { url: `/main/track/${VEHICLE}` },
    });
    expect(page.postMessage).toHaveBeenCalledWith({ type: NOTIFICATIONS_STALE });
  });

  it('reads an FCM data message carrying the payload as a string', async () => {
    const { s, shown } = scope();
    await showPush(s, JSON.stringify({ data: { payload: JSON.stringify(message) } }));
    expect(shown[0]!.title).toBe(message.title);
  });

  it('shows a generic banner for a payload it cannot read, never failing', async () => {
    for (const raw of [null, 'not json', '{"title":1}', JSON.stringify({ ...message, url: 5 })]) {
      const { s, shown } = scope();
      await showPush(s, raw);
      expect(shown[0]).toMatchObject({
        title: 'GoTrack',
        options: { body: 'You have a new notification.', data: { url: '/main/notifications' } },
      });
    }
  });

  it('never links outside the app', async () => {
    const { s, shown } = scope();
    await showPush(s, JSON.stringify({ ...message, url: '//evil.example/x' }));
    expect(shown[0]!.options.data).toMatchObject({ url: '/main/notifications' });
  });
});

describe('a notification is clicked', () => {
  const data = { url: `/main/track/${VEHICLE}` };

  it('focuses the open app window and takes it to the vehicle', async () => {
    const other = fakeWindow('https://elsewhere.example/');
    const app = fakeWindow(`${ORIGIN}/main/notifications`);
    const { s, raw } = scope([other, app]);
    await openFromNotification(s, data);
    expect(app.focus).toHaveBeenCalled();
    expect(app.navigate).toHaveBeenCalledWith(`${ORIGIN}/main/track/${VEHICLE}`);
    expect(app.postMessage).toHaveBeenCalledWith({ type: NOTIFICATIONS_STALE });
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(raw.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when none is open, or the open one cannot be navigated', async () => {
    const none = scope();
    await openFromNotification(none.s, data);
    expect(none.raw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/main/track/${VEHICLE}`);
    const stuck = fakeWindow(`${ORIGIN}/main`);
    stuck.navigate.mockRejectedValue(new TypeError('not controlled'));
    const one = scope([stuck]);
    await openFromNotification(one.s, data);
    expect(one.raw.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/main/track/${VEHICLE}`);
  });
});
