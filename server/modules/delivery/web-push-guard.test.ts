import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDevice } from '../../db/schema.ts';
import { deliveryApp, type DeliveryApp } from '../../test/delivery-fixtures.ts';

// Web Push goes out through the outbound guard: the push endpoint is an address a user chose.
// A push service the operator configured is still refused when its address is not allowed.

describe('Web Push through the outbound guard', () => {
  let d: DeliveryApp;
  beforeAll(async () => {
    // The fake push service is a configured push service, but its address is not allowed.
    d = await deliveryApp({}, { allowedAddresses: [] });
  });
  afterAll(() => d.close());

  it('refuses the loopback push service without the allow-list, before any connection', async () => {
    await d.subscribe(d.english);
    const id = await d.fire(d.english.id, ['MobileNotification']);
    await d.t.app.delivery.drain();
    expect(await d.deliveries(id)).toEqual([
      expect.objectContaining({
        status: 'Failed',
        lastError: expect.stringMatching(/refused.*loopback/),
      }),
    ]);
    expect(d.push.connections()).toBe(0);
    // Not the subscription's fault: the device stays for when the operator allows it.
    expect(await d.db.select().from(pushDevice)).toHaveLength(1);
  });
});
