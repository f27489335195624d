import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDevice } from '../../db/schema.ts';
import { bearer, otpSignIn, recordingSms } from '../../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { subscriptionKeys } from '../../test/web-push-fake.ts';

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
  JSON.stringify({
    endpoint: `https://push.example.com/send/${name}`,
    keys: subscriptionKeys().keys,
  });
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
      device(JSON.stringify({ endpoint: 'https://push.example.com/x' })),
    ],
    [
      'a short auth secret',
      device(
        JSON.stringify({
          endpoint: 'https://push.example.com/x',
          keys: { ...subscriptionKeys().keys, auth: 'AAAA' },
        }),
      ),
    ],
    [
      'a plain-http endpoint',
      device(subscription('x').replace('https://push.example.com', 'http://push.example.com')),
    ],
    [
      'an endpoint on the internal network',
      device(subscription('x').replace('https://push.example.com', 'https://10.0.0.5')),
    ],
  ])('refuses %s', async (_what, body) => {
    const before = await devices();
    const res = await register(alice, body);
    expect(res.statusCode).toBe(400);
    expect(await devices()).toEqual(before);
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
