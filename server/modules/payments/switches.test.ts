import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PAYMENT_SWITCHES, paymentSwitch } from '../../../src/api/contract/payments.ts';
import { setting } from '../../db/schema.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';

const names = Object.values(PAYMENT_SWITCHES);
const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

/** The switches' values in application configuration with no stored value (definition defaults). */
async function defaults(demo: boolean) {
  const t = await setupTestApp({ config: { demo } });
  apps.push(t);
  await t.database.db.delete(setting).where(inArray(setting.name, names));
  const res = await t.app.inject({ url: '/api/abp/application-configuration' });
  const values = res.json().setting.values as Record<string, string>;
  return names.map((n) => values[n]);
}

describe('payment switches', () => {
  it('one per request type, add vehicles sharing the IncreaseUserCount switch', () => {
    expect(paymentSwitch('AddVehiclesRequest')).toBe(
      'GoTrack.TrackAccountRequest.IncreaseUserCountRequest.PaymentProviderEnabled',
    );
    expect(paymentSwitch('PersonalAccountSubscription')).toMatch(/\.PersonalRequest\./);
    expect(new Set(names).size).toBe(5);
  });

  it('default to True in demo mode and False otherwise, in application configuration', async () => {
    expect(await defaults(true)).toEqual(names.map(() => 'True'));
    expect(await defaults(false)).toEqual(names.map(() => 'False'));
  });
});
