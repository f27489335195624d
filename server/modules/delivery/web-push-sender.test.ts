import webPush from 'web-push';
import type { PushMessage } from '../../../src/api/contract/push.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { outboundGuard } from '../../outbound/guard.ts';
import {
  FAKE_PUSH_ALLOWED_ADDRESSES,
  FAKE_PUSH_SERVICE_HOSTS,
  VAPID_SUBJECT,
} from '../../test/delivery-fixtures.ts';
import { loopbackListener, type LoopbackListener } from '../../test/loopback-listener.ts';
import { tableResolver } from '../../test/table-resolver.ts';
import { subscriptionKeys } from '../../test/web-push-fake.ts';
import { webPushSender } from './web-push-sender.ts';

// The Web Push sender's requests go through the outbound guard. Listeners on 127.0.0.1 only;
// a private address is the guard's decision, never a connection.

const keys = webPush.generateVAPIDKeys();
const message: PushMessage = {
  notificationId: '0b6a3f4e-2d1c-4c8a-9e7f-1a2b3c4d5e6f',
  title: 'Speeding: 123456',
  body: '97 km/h',
  alertType: 'ExceedingSpeed',
  vehicleId: null,
  trackAccountId: '1b6a3f4e-2d1c-4c8a-9e7f-1a2b3c4d5e6f',
  time: '2026-11-26T10:05:00.000Z',
  tag: 't',
  url: '/main/notifications',
  language: 'en',
};
const target = (endpoint: string) => ({
  id: 'device-1',
  kind: 'webpush' as const,
  token: JSON.stringify({ endpoint, keys: subscriptionKeys().keys }),
});

describe('the Web Push sender', () => {
  const listeners: LoopbackListener[] = [];
  afterAll(() => Promise.all(listeners.map((l) => l.close())));
  const listen = async (...args: Parameters<typeof loopbackListener>) => {
    const l = await loopbackListener(...args);
    listeners.push(l);
    return l;
  };
  const sender = (serviceHosts = FAKE_PUSH_SERVICE_HOSTS) =>
    webPushSender({
      keys,
      subject: VAPID_SUBJECT,
      serviceHosts,
      outbound: outboundGuard({ allowedAddresses: FAKE_PUSH_ALLOWED_ADDRESSES }),
    });

  it('does not follow a redirect from the push service', async () => {
    const elsewhere = await listen();
    const service = await listen((_req, res) =>
      res.writeHead(307, { location: `${elsewhere.origin}/push/again` }).end(),
    );
    const result = await sender().send(target(`${service.origin}/push/a`), message);
    expect(result).toEqual({ status: 'retry', error: 'push service 307' });
    expect(service.connections()).toBe(1);
    expect(elsewhere.connections()).toBe(0);
  });

  it('cuts off an oversized answer and tries again later', async () => {
    const service = await listen((_req, res) => {
      res.writeHead(201, { 'content-length': String(50 * 1024 * 1024) });
      res.write('x');
    });
    const result = await sender().send(target(`${service.origin}/push/a`), message);
    expect(result).toMatchObject({ status: 'retry', error: expect.stringMatching(/larger than/) });
  });

  it('refuses a push service name that resolves to a private address', async () => {
    const { resolve } = tableResolver({ 'push.corp.example': ['10.0.0.5'] });
    const guarded = webPushSender({
      keys,
      subject: VAPID_SUBJECT,
      serviceHosts: ['push.corp.example'],
      outbound: outboundGuard({ allowedAddresses: [], resolve }),
    });
    const result = await guarded.send(target('https://push.corp.example/push/a'), message);
    expect(result).toEqual({
      status: 'skip',
      error: expect.stringMatching(/refused.*10\.0\.0\.5.*private/),
    });
  });

  it('does not send to a push service the configuration no longer names', async () => {
    const service = await listen();
    const result = await sender(['fcm.googleapis.com']).send(
      target(`${service.origin}/push/a`),
      message,
    );
    expect(result).toMatchObject({ status: 'skip' });
    expect(service.connections()).toBe(0);
  });
});
