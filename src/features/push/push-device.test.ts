import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_TOKEN_REFRESH_MS } from '../../api/contract/push.ts';
import { configureTestHttp, fakeApi, noContent } from '../../testing/fake-api';
import { refreshPushIfDue, removePushDevice, turnOnPush } from './push-device';
import { PUSH_DEVICE_ID_KEY, PUSH_REGISTERED_AT_KEY, PUSH_TOKEN_KEY } from './push-keys';
import { fakePushBrowser, pushConfig, removeFakePushBrowser, SUBSCRIPTION } from './testing';

afterEach(removeFakePushBrowser);

const serve = (status = 204) => {
  configureTestHttp();
  const reply = () => (status === 204 ? noContent() : new Response('{}', { status }));
  return fakeApi({
    'POST /api/app/fcmDevice/register': reply,
    'DELETE /api/app/fcmDevice/deviceToken': reply,
  });
};

describe('turning alerts on (spec part 1 §4 "Push")', () => {
  it('asks in the default state, subscribes and registers this browser as a Web device', async () => {
    const api = serve();
    const browser = fakePushBrowser('default', 'granted');
    expect(await turnOnPush(pushConfig())).toBe('on');
    expect(browser.state.asked).toBe(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    const body = api.sent[0]!.body as Record<string, string>;
    expect(body).toMatchObject({ deviceType: 'Web', name: 'Web Browser' });
    expect(JSON.parse(body.fcmToken!)).toEqual(SUBSCRIPTION);
    expect(body.deviceId).toMatch(/^web_[0-9a-f-]{36}$/);
    expect(localStorage.getItem(PUSH_DEVICE_ID_KEY)).toBe(body.deviceId);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe(body.fcmToken);
  });

  it('registers no token when the user does not allow it, and never asks twice', async () => {
    const api = serve();
    const browser = fakePushBrowser('default', 'denied');
    expect(await turnOnPush(pushConfig())).toBe('blocked');
    expect(await turnOnPush(pushConfig())).toBe('blocked');
    expect(browser.state.asked).toBe(1);
    expect(api.sent).toHaveLength(0);
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('does not ask again once granted; the same device id is sent each time', async () => {
    const api = serve();
    const browser = fakePushBrowser('granted');
    await turnOnPush(pushConfig());
    await turnOnPush(pushConfig());
    expect(browser.state.asked).toBe(0);
    const [a, b] = api.sent.map((c) => (c.body as { deviceId: string }).deviceId);
    expect(a).toBe(b);
  });
});

describe('a push service the browser cannot reach', () => {
  it('fails after 15 s instead of asking for ever, and registers nothing', async () => {
    vi.useFakeTimers();
    try {
      const api = serve();
      const browser = fakePushBrowser('granted');
      browser.pushManager.subscribe.mockReturnValue(new Promise(() => {}));
      const outcome = turnOnPush(pushConfig()).then(
        () => 'on',
        (error: Error) => error.message,
      );
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await outcome).toMatch(/timed out/);
      expect(api.sent).toHaveLength(0);
      expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the 7-day refresh (spec part 1 §9)', () => {
  it('registers again only once the token is 7 days old', async () => {
    const api = serve();
    fakePushBrowser('granted');
    await turnOnPush(pushConfig());
    const at = Number(localStorage.getItem(PUSH_REGISTERED_AT_KEY));
    await refreshPushIfDue(pushConfig(), at + PUSH_TOKEN_REFRESH_MS - 1);
    expect(api.sent).toHaveLength(1);
    await refreshPushIfDue(pushConfig(), at + PUSH_TOKEN_REFRESH_MS);
    expect(api.sent).toHaveLength(2);
  });
});

describe('sign-out removes the device', () => {
  it('asks the server to forget the token and drops it locally', async () => {
    const api = serve();
    localStorage.setItem(PUSH_TOKEN_KEY, 'tok');
    await removePushDevice();
    expect(api.sent[0]!.query).toEqual({ deviceToken: 'tok' });
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });

  it('drops the local token even when the server refuses', async () => {
    serve(500);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(PUSH_TOKEN_KEY, 'tok');
    await removePushDevice();
    expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBeNull();
  });
});
