import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDevice } from '../../db/schema.ts';
import { bearer, otpSignIn, recordingSms } from '../../test/auth-helpers.ts';
import { setupTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { subscriptionKeys } from '../../test/web-push-fake.ts';
import { PUSH_KEYS_MESSAGE, PUSH_SERVICE_MESSAGE } from './messages.ts';

// Registering and removing push devices (spec part 1 §3, §7) as each kind of caller.

const sms = recordingSms();
let t: TestApp;
let alice: Record<string, string>;
let bob: Record<string, string>;

beforeAll(async () => {
  t = await setupTestApp({ deps: { sms: sms.gateway } });
  const signIn = async (phone: string) =>
    bearer((await otpSignIn(t.app, sms, phone)).body.access_token);
  alice = await signIn('+963944100001');
  bob = await signIn('+963944100002');
});
afterAll(() => t.close());

const subscription = (name: string) =>
  subscriptionAt(`https://fcm.googleapis.com/fcm/send/${name}`);
const subscriptionAt = (endpoint: string, keys: object = {}) =>
  JSON.stringify({ endpoint, keys: { ...subscriptionKeys().keys, ...keys } });
const device = (fcmToken: string, deviceId = 'web_3b2f6c1e-8c5d-4a53-9d1f-0a7e4f1c2b3d') => ({
  fcmToken,
  deviceType: 'Web',
  name: 'Web Browser',
  deviceId,
});
const register = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/app/fcmDevice/register', headers, payload });
const remove = (headers: Record<string, string>, token: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/app/fcmDevice/deviceToken?deviceToken=${encodeURIComponent(token)}`,
    headers,
  });
const devices = () =>
  t.database.db
    .select({
      deviceId: pushDevice.deviceId,
      kind: pushDevice.kind,
      token: pushDevice.token,
      user: pushDevice.userId,
    })
    .from(pushDevice);

describe('POST /api/app/fcmDevice/register', () => {
  it('refuses anonymous callers', async () => {
    const res = await register({}, device('fcm-token-1'));
    expect(res.statusCode).toBe(401);
    expect(await devices()).toEqual([]);
  });

  it('keeps one device per device id: registering again replaces the token', async () => {
    const first = subscription('a1');
    expect((await register(alice, device(first))).statusCode).toBe(204);
    const second = subscription('a2');
    expect((await register(alice, device(second))).statusCode).toBe(204);
    const rows = await devices();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'webpush', token: second });
  });

  it('keeps one device when the same registration is sent twice at once', async () => {
    const body = device(subscription('double'), 'web_double');
    const answers = await Promise.all([register(bob, body), register(bob, body)]);
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204]);
    expect((await devices()).filter((d) => d.deviceId === 'web_double')).toHaveLength(1);
  });

  it('tells an FCM token from a Web Push subscription', async () => {
    const token = 'dGVzdC1mY20tdG9rZW4:APA91bH-example_token';
    const res = await register(alice, {
      ...device(token, 'android-1'),
      deviceType: 'Android',
      name: 'Pixel',
    });
    expect(res.statusCode).toBe(204);
    expect(await devices()).toContainEqual(
      expect.objectContaining({ deviceId: 'android-1', kind: 'fcm' }),
    );
  });

  it('moves a token another user had to the caller (the device changed hands)', async () => {
    const shared = subscription('shared');
    await register(alice, device(shared, 'web_alice-old'));
    expect((await register(bob, device(shared, 'web_bob'))).statusCode).toBe(204);
    const holders = (await devices()).filter((d) => d.token === shared);
    expect(holders).toEqual([expect.objectContaining({ deviceId: 'web_bob' })]);
  });

  it('leaves a token with one user when two register it at the same moment', async () => {
    const shared = subscription('race');
    const answers = await Promise.all([
      register(alice, device(shared, 'web_alice-race')),
      register(bob, device(shared, 'web_bob-race')),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204]);
    expect((await devices()).filter((d) => d.token === shared)).toHaveLength(1);
  });

  it.each([
    ['an unknown device type', { ...device('tok'), deviceType: 'iOS' }],
    ['an empty token', device('')],
    ['a name with direction overrides', { ...device('tok'), name: 'Web \u202EresworB' }],
    ['a name with a line break', { ...device('tok'), name: 'Web\nBrowser' }],
    ['a device id with control characters', device('tok', 'web_\u0007')],
    ['a token too long', device('x'.repeat(5000))],
    ['broken subscription JSON', device('{"endpoint":')],
    [
      'a subscription without keys',
      device(JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' })),
    ],
  ])('refuses %s', async (_what, body) => {
    const before = await devices();
    const res = await register(alice, body);
    expect(res.statusCode).toBe(400);
    expect(await devices()).toEqual(before);
  });
});

describe('POST /api/app/fcmDevice/register: where the server may push', () => {
  it.each([
    ['Chrome (FCM)', 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b'],
    ['Firefox', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABm'],
    ['Edge (WNS)', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB'],
    ['Safari', 'https://web.push.apple.com/QGx3b2tlbg'],
  ])("accepts %s's push service", async (_browser, endpoint) => {
    const res = await register(alice, device(subscriptionAt(endpoint), `web_${_browser}`));
    expect(res.statusCode).toBe(204);
  });

  it.each([
    ['a cloud metadata name', 'https://metadata.google.internal/computeMetadata/v1/x'],
    ['localhost with a trailing dot', 'https://localhost./push/x'],
    ['a subdomain of localhost', 'https://x.localhost/push/x'],
    ['loopback in decimal', 'https://2130706433/push/x'],
    ['loopback in octal', 'https://0177.0.0.1/push/x'],
    ['loopback in hex', 'https://0x7f000001/push/x'],
    ['loopback as IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/push/x'],
    ['an address on the internal network', 'https://10.0.0.5/push/x'],
    ['a host that is not a push service', 'https://push.example.com/send/x'],
    ['a push service on another port', 'https://fcm.googleapis.com:8443/fcm/send/x'],
    ['a push service over plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a look-alike of a push service', 'https://fcm.googleapis.com.evil.example/fcm/send/x'],
    ['a look-alike of a wildcard service', 'https://evilnotify.windows.com/w/?token=x'],
    ['a push service named with a trailing dot', 'https://fcm.googleapis.com./fcm/send/x'],
    ['a fake push service on this machine, unless configured', 'http://127.0.0.1:9999/push/x'],
  ])('refuses %s, saying the push service is not one it sends to', async (_what, endpoint) => {
    const before = await devices();
    const res = await register(alice, device(subscriptionAt(endpoint)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([
      { message: PUSH_SERVICE_MESSAGE, members: ['fcmToken'] },
    ]);
    expect(await devices()).toEqual(before);
  });

  const point = subscriptionKeys().ecdh.getPublicKey();
  const offCurve = Buffer.from(point);
  offCurve.writeUInt8(offCurve.readUInt8(64) ^ 1, 64);
  it.each([
    ['a p256dh key that is not a point on P-256', { p256dh: offCurve.toString('base64url') }],
    [
      'a compressed p256dh key',
      { p256dh: subscriptionKeys().ecdh.getPublicKey(null, 'compressed').toString('base64url') },
    ],
    ['65 bytes that are no key at all', { p256dh: Buffer.alloc(65, 4).toString('base64url') }],
    ['a short auth secret', { auth: 'AAAA' }],
    ['a 15-byte auth secret', { auth: Buffer.alloc(15, 1).toString('base64url') }],
    ['an auth secret that is not base64url', { auth: '!!!!!!!!!!!!!!!!!!!!!!' }],
  ])('refuses %s, saying the keys are not valid', async (_what, keys) => {
    const before = await devices();
    const res = await register(
      alice,
      device(subscriptionAt('https://fcm.googleapis.com/fcm/send/k', keys)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([
      { message: PUSH_KEYS_MESSAGE, members: ['fcmToken'] },
    ]);
    expect(await devices()).toEqual(before);
  });

  it('says why in Arabic to an Arabic caller', async () => {
    const cases = [
      { endpoint: 'https://10.0.0.5/push/x', keys: {} },
      { endpoint: 'https://fcm.googleapis.com/fcm/send/k', keys: { auth: 'AAAA' } },
    ];
    for (const { endpoint, keys } of cases) {
      const res = await register(
        { ...alice, 'accept-language': 'ar' },
        device(subscriptionAt(endpoint, keys)),
      );
      const [problem] = res.json().error.validationErrors;
      expect(problem.members).toEqual(['fcmToken']);
      expect(problem.message).toMatch(/^[\u0600-\u06FF][^A-Za-z]+$/);
    }
  });

  it("sends to a local push service only when the operator's configuration names it", async () => {
    const local = await setupTestApp({
      config: { push: { ...testConfig().push, serviceHosts: ['http://127.0.0.1:*'] } },
      deps: { sms: sms.gateway },
    });
    try {
      const carol = bearer((await otpSignIn(local.app, sms, '+963944100003')).body.access_token);
      const send = (endpoint: string) =>
        local.app.inject({
          method: 'POST',
          url: '/api/app/fcmDevice/register',
          headers: carol,
          payload: device(subscriptionAt(endpoint)),
        });
      expect((await send('http://127.0.0.1:9999/push/x')).statusCode).toBe(204);
      // The list replaces the default one, and names this address only.
      expect((await send('http://127.0.0.2:9999/push/x')).statusCode).toBe(400);
      expect((await send('http://localhost:9999/push/x')).statusCode).toBe(400);
      expect((await send('https://fcm.googleapis.com/fcm/send/x')).statusCode).toBe(400);
    } finally {
      await local.close();
    }
  });
});

describe('DELETE /api/app/fcmDevice/deviceToken', () => {
  it("removes only the caller's own device, and says nothing about others", async () => {
    const token = subscription('to-delete');
    await register(alice, device(token, 'web_alice-2'));
    // Bob names Alice's token: the same 204 as for his own, and Alice keeps her device.
    expect((await remove(bob, token)).statusCode).toBe(204);
    expect((await devices()).some((d) => d.token === token)).toBe(true);
    expect((await remove(alice, token)).statusCode).toBe(204);
    expect((await devices()).some((d) => d.token === token)).toBe(false);
    // Again (a double sign-out) and an unknown token: nothing to do, no error.
    expect((await remove(alice, token)).statusCode).toBe(204);
    expect((await remove(alice, 'never-registered')).statusCode).toBe(204);
  });

  it('refuses anonymous callers', async () => {
    const token = subscription('anon');
    await register(alice, device(token, 'web_alice-3'));
    expect((await remove({}, token)).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(pushDevice)
      .where(eq(pushDevice.deviceId, 'web_alice-3'));
    expect(row?.token).toBe(token);
  });
});
