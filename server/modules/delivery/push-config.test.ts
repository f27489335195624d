import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../../src/api/contract/runtime-config.ts';
import { loadConfig } from '../../config.ts';
import { testConfig } from '../../test/test-app.ts';
import { runtimeConfigFor } from '../runtime-config/service.ts';
import { fcmData } from './fcm-sender.ts';
import { loadOrCreateVapidKeys } from './vapid-keys.ts';

// How a deployment configures push: VAPID keys (given or kept in DATA_DIR) and FCM.

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('push configuration', () => {
  const keys = webPush.generateVAPIDKeys();

  it('takes a VAPID pair and subject from the environment and serves the public key', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://gotrack.example/contact',
    });
    expect(config.push).toMatchObject({
      vapidKeys: keys,
      vapidSubject: 'https://gotrack.example/contact',
    });
    const served = runtimeConfig.parse(runtimeConfigFor(config));
    expect(served.webPushPublicKey).toBe(keys.publicKey);
    expect(runtimeConfig.parse(runtimeConfigFor(testConfig())).webPushPublicKey).toBe('');
  });

  it.each([
    [
      { VAPID_PUBLIC_KEY: keys.publicKey },
      'VAPID_PRIVATE_KEY: required when VAPID_PUBLIC_KEY is set',
    ],
    [
      { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey },
      'VAPID_PUBLIC_KEY: must decode to 65 bytes',
    ],
    [
      { VAPID_SUBJECT: 'ops@example.com' },
      'VAPID_SUBJECT: must be a mailto: address or an https: URL',
    ],
    [{ FIREBASE_SERVICE_ACCOUNT: '{"type":' }, 'FIREBASE_SERVICE_ACCOUNT: must be JSON'],
    [
      { FIREBASE_SERVICE_ACCOUNT: '/nowhere/key.json' },
      'FIREBASE_SERVICE_ACCOUNT: cannot read the file',
    ],
    [{ FIREBASE_SERVICE_ACCOUNT: '{"type":"x"}' }, 'not a service account key'],
  ])('refuses a wrong setting with a clear message (%#)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("pushes only to the browsers' push services unless told otherwise", () => {
    // Demo mode included: a local push service is configured explicitly, never implied.
    for (const env of [{}, { DEMO: '1' }, { NODE_ENV: 'production' }]) {
      const config = loadConfig(env);
      expect(config.push.serviceHosts).toEqual([
        'fcm.googleapis.com',
        'updates.push.services.mozilla.com',
        '*.notify.windows.com',
        '*.push.apple.com',
      ]);
      expect(config.outbound.allowedAddresses).toEqual([]);
    }
  });

  it('takes the push services and the outbound allow-list from the environment', () => {
    const config = loadConfig({
      PUSH_SERVICE_HOSTS: ' fcm.googleapis.com, http://127.0.0.1:* ,push.corp.example:8443',
      OUTBOUND_ALLOWED_ADDRESSES: '127.0.0.1, 10.20.0.0/16,::1',
    });
    expect(config.push.serviceHosts).toEqual([
      'fcm.googleapis.com',
      'http://127.0.0.1:*',
      'push.corp.example:8443',
    ]);
    expect(config.outbound.allowedAddresses).toEqual(['127.0.0.1', '10.20.0.0/16', '::1']);
  });

  it.each([
    ['PUSH_SERVICE_HOSTS', 'https://push.example.com/path'],
    ['PUSH_SERVICE_HOSTS', 'ftp://push.example.com'],
    ['PUSH_SERVICE_HOSTS', 'push.*.example.com'],
    ['PUSH_SERVICE_HOSTS', '*'],
    ['OUTBOUND_ALLOWED_ADDRESSES', 'hooks.example.com'],
    ['OUTBOUND_ALLOWED_ADDRESSES', '10.0.0.0/33'],
  ])('refuses %s=%s, naming the entry it cannot read', (name, value) => {
    const fine = name === 'PUSH_SERVICE_HOSTS' ? 'fcm.googleapis.com' : '127.0.0.1';
    expect(() => loadConfig({ [name]: `${fine},${value}` })).toThrow(`${name}: ${value} `);
  });

  it('generates a VAPID pair once into the data directory, readable by the owner only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gotrack-vapid-'));
    dirs.push(dir);
    const dataDir = path.join(dir, 'data');
    const first = await loadOrCreateVapidKeys(dataDir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect((await stat(path.join(dataDir, 'vapid.json'))).mode & 0o777).toBe(0o600);
    // A restart keeps the pair: browsers subscribed with its public key.
    expect(await loadOrCreateVapidKeys(dataDir)).toEqual(first);
  });

  it('sends FCM data as strings, the whole message as JSON beside them', () => {
    const message = {
      notificationId: '0b6a3f4e-2d1c-4c8a-9e7f-1a2b3c4d5e6f',
      title: 'Speeding: 123',
      body: 'x',
      alertType: 'ExceedingSpeed',
      vehicleId: null,
      trackAccountId: '1b6a3f4e-2d1c-4c8a-9e7f-1a2b3c4d5e6f',
      time: '2026-11-26T10:05:00.000Z',
      tag: 't',
      url: '/main/notifications',
      language: 'en' as const,
    };
    const data = fcmData(message);
    expect(data.vehicleId).toBe('');
    expect(Object.values(data).every((v) => typeof v === 'string')).toBe(true);
    expect(JSON.parse(data.message!)).toEqual(message);
  });
});
