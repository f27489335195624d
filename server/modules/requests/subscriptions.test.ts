import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTrackAccounts } from '../../../src/api/contract/track-accounts.ts';
import { OWNER } from '../../test/tracking-helpers.ts';
import {
  finish,
  requestRow,
  requestsApp,
  STRANGER,
  subscriptionForm,
  vehicleInput,
} from './testing.ts';

let h: Awaited<ReturnType<typeof requestsApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await requestsApp();
  owner = await h.headersFor(OWNER);
});
afterAll(() => h.t.close());

describe('personal and business subscription requests', () => {
  it('prices a form without storing anything', async () => {
    const res = await h.post(
      '/api/app/personalAccountSubscriptionRequest/tempBill',
      subscriptionForm(),
      owner,
    );
    expect(res.statusCode).toBe(200);
    const bill = res.json();
    expect(bill.status).toBe('Draft');
    expect(bill.billLineItems.map((l: { pricingItemKey: string }) => l.pricingItemKey)).toEqual(
      expect.arrayContaining(['Subscription', 'Device', 'DeviceInstallation']),
    );
    const counts = await h.post(
      '/api/app/businessAccountSubscriptionRequest/tempBillWithoutVehiclesData',
      {
        subscriptionPlanKey: 'gold',
        vehicleCount: 4,
        deviceCount: 0,
        subscriptionDurationInMonths: 1,
      },
      owner,
    );
    expect(counts.statusCode).toBe(200);
    expect(counts.json().billLineItems).toEqual([
      expect.objectContaining({ pricingItemKey: 'Subscription', quantity: 4, requestedMonths: 1 }),
    ]);
  });

  it('creates a personal request with its bill and, once finished, a new account', async () => {
    const id = await h.create(
      'personalAccountSubscriptionRequest',
      subscriptionForm({ accountName: 'My car' }),
      owner,
    );
    const stored = await requestRow(h.db, id);
    expect(stored).toMatchObject({
      type: 'PersonalAccountSubscription',
      status: 'Pending',
      stage: 'Review',
    });
    expect(stored.bill).toMatchObject({ status: 'Draft' });
    expect(stored.bill!.total).toBeGreaterThan(0);

    const dto = (await h.get(`/api/app/personalAccountSubscriptionRequest/${id}`, owner)).json();
    expect(dto).toMatchObject({
      id,
      stage: 'Review',
      accountName: 'My car',
      subscriptionPlanKey: 'silver',
      subscriptionDurationInMonths: 3,
      trackerInstallationLocation: expect.stringContaining('Damascus'),
      bill: expect.objectContaining({ total: stored.bill!.total }),
    });
    expect(dto.trackVehicles[0].color).toBe('#1E88E5');

    const done = await finish(h.db, id);
    expect(done).toMatchObject({ stage: 'Finished', status: 'Processed' });
    const final = await requestRow(h.db, id);
    expect(final.bill!.status).toBe('Paid');

    const accounts = (await h.get(`${listTrackAccounts.path}?maxResultCount=1000`, owner)).json();
    const mine = accounts.items.find((a: { id: string }) => a.id === final.trackAccountId);
    expect(mine).toMatchObject({
      name: 'My car',
      accountType: 'Personal',
      userTrackAccountAssociation: { associationType: 'Owner' },
    });

    const inAccount = await h.headersFor(OWNER, 'My car');
    const vehicles = (await h.get('/api/app/vehicle', inAccount)).json();
    expect(vehicles.totalCount).toBe(2);
    const devices = vehicles.items.map((v: { trackingDeviceId: string }) => v.trackingDeviceId);
    expect(devices.every((d: string) => /^dev-[0-9a-f]{16}$/.test(d))).toBe(true);
    const sub = await h.get('/api/app/trackAccountSubscription/currentSubscription', inAccount);
    expect(sub.statusCode).toBe(200);
    expect(sub.json()).toMatchObject({
      subscriptionPlanKey: 'silver',
      subscriptionDurationInMonth: 3,
      state: 'Active',
    });
    const features = await h.get(`/api/app/trackAccount/${final.trackAccountId}/features`, owner);
    expect(features.json().length).toBeGreaterThan(0);
  });

  it('creates a business account with its SMS messages and the vehicle own device', async () => {
    const [bundle] = (await h.get('/api/app/smsBundle?maxResultCount=999', owner)).json().items;
    const form = subscriptionForm({
      accountName: 'Fleet Co',
      companyName: 'Fleet Co LLC',
      smsBundleId: bundle.id,
      subscriptionVehicleInfoCreateDtos: [
        vehicleInput({ needsTrackingDevice: false, trackingDeviceId: 'own-123' }),
      ],
      vehicleCount: 1,
      deviceCount: 0,
    });
    const id = await h.create('businessAccountSubscriptionRequest', form, owner);
    const dto = (await h.get(`/api/app/businessAccountSubscriptionRequest/${id}`, owner)).json();
    expect(dto).toMatchObject({
      companyName: 'Fleet Co LLC',
      companyAddress: { governorateDisplayName: 'Damascus', cityDisplayName: 'Damascus' },
      smsBundleId: bundle.id,
    });
    // No tracker to install: PaymentReview goes straight to Finished.
    await finish(h.db, id);
    const inAccount = await h.headersFor(OWNER, 'Fleet Co');
    const vehicles = (await h.get('/api/app/vehicle', inAccount)).json();
    expect(vehicles.items.map((v: { trackingDeviceId: string }) => v.trackingDeviceId)).toEqual([
      'own-123',
    ]);
    const sub = (
      await h.get('/api/app/trackAccountSubscription/currentSubscription', inAccount)
    ).json();
    expect(sub.smsBundleCount).toBe(bundle.messagesCount);
  });

  it('lets any signed-in user buy an account, and only them', async () => {
    const newcomer = await h.headersFor(STRANGER);
    const res = await h.post(
      '/api/app/personalAccountSubscriptionRequest',
      subscriptionForm(),
      newcomer,
    );
    expect(res.statusCode).toBe(200);
    const anonymous = await h.post(
      '/api/app/personalAccountSubscriptionRequest',
      subscriptionForm(),
      {},
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
