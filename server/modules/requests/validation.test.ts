import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, BUSINESS } from '../../test/tracking-helpers.ts';
import { requestRow, requestsApp, subscriptionForm, vehicleInput } from './testing.ts';

let h: Awaited<ReturnType<typeof requestsApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await requestsApp();
  owner = await h.headersFor(OWNER, BUSINESS);
});
afterAll(() => h.t.close());

const PERSONAL = '/api/app/personalAccountSubscriptionRequest';
const BUSINESS_KIND = '/api/app/businessAccountSubscriptionRequest';

async function invalid(url: string, payload: unknown) {
  const res = await h.post(url, payload, owner);
  expect(res.statusCode).toBe(400);
  const items = res.json().error.validationErrors as { message: string; members: string[] }[];
  return items;
}
const members = (items: { members: string[] }[]) => items.flatMap((i) => i.members);

describe('request forms are validated on the server (spec §5)', () => {
  it('requires the plan, the account name and the address', async () => {
    const items = await invalid(PERSONAL, {
      ...subscriptionForm(),
      subscriptionPlanKey: '',
      address: {},
    });
    expect(members(items)).toEqual(
      expect.arrayContaining([
        'subscriptionPlanKey',
        'address.country',
        'address.governorate',
        'address.city',
      ]),
    );
  });

  it('requires the company name for business only', async () => {
    expect(members(await invalid(BUSINESS_KIND, subscriptionForm()))).toEqual(['companyName']);
    const res = await h.post(`${PERSONAL}/tempBill`, subscriptionForm(), owner);
    expect(res.statusCode).toBe(200);
  });

  it('takes 1 to 12 months', async () => {
    for (const months of [0, 13, 1.5]) {
      const form = subscriptionForm({ subscriptionDurationInMonths: months });
      expect(members(await invalid(PERSONAL, form))).toEqual(['subscriptionDurationInMonths']);
    }
  });

  it('checks the vehicle and tracker counts against the list', async () => {
    const wrongCount = await invalid(PERSONAL, subscriptionForm({ vehicleCount: 3 }));
    expect(wrongCount).toEqual([
      expect.objectContaining({
        members: ['vehicleCount'],
        message: expect.stringContaining('UserPortal:vehicleCountError'),
      }),
    ]);
    const none = await invalid(
      PERSONAL,
      subscriptionForm({
        subscriptionVehicleInfoCreateDtos: [],
        vehicleCount: undefined,
        deviceCount: undefined,
      }),
    );
    expect(members(none)).toEqual(['vehicleCount']);
    const trackers = await invalid(PERSONAL, subscriptionForm({ deviceCount: 2 }));
    expect(trackers).toEqual([
      expect.objectContaining({
        members: ['deviceCount'],
        message: expect.stringContaining('UserPortal:trackersCountError'),
      }),
    ]);
  });

  it('checks each vehicle: colour format and a consumption rate of at least 0', async () => {
    const form = subscriptionForm({
      subscriptionVehicleInfoCreateDtos: [
        vehicleInput({ color: 'red' }),
        vehicleInput({ consumptionRate: -1 }),
      ],
    });
    expect(members(await invalid(PERSONAL, form)).sort()).toEqual([
      'subscriptionVehicleInfoCreateDtos.0.color',
      'subscriptionVehicleInfoCreateDtos.1.consumptionRate',
    ]);
  });

  it('needs at least one vehicle to add', async () => {
    const items = await invalid('/api/app/addVehiclesRequest', { trackVehicles: [] });
    expect(items).toEqual([
      expect.objectContaining({
        members: ['trackVehicles'],
        message: expect.stringContaining('Must have at least one item'),
      }),
    ]);
  });

  it('requires the SMS bundle of an SMS renewal', async () => {
    expect(members(await invalid('/api/app/smsBundleRenewalRequest', {}))).toEqual(['smsBundleId']);
  });

  it('normalises colours and drops a blank promo code', async () => {
    const form = subscriptionForm({
      promoCode: '   ',
      subscriptionVehicleInfoCreateDtos: [
        vehicleInput({ color: '#a1b2c3' }),
        vehicleInput({ color: '0xffFFEE00' }),
      ],
      deviceCount: 2,
    });
    const id = (await h.post(PERSONAL, form, owner)).body;
    const row = await requestRow(h.db, id);
    const payload = row.payload as {
      promoCode?: string;
      subscriptionVehicleInfoCreateDtos: { color: string }[];
    };
    expect(payload.promoCode).toBeUndefined();
    expect(payload.subscriptionVehicleInfoCreateDtos.map((v) => v.color)).toEqual([
      '#A1B2C3',
      '#FFEE00',
    ]);
    expect(row.bill!.appliedDiscounts).not.toContainEqual(
      expect.objectContaining({ targetType: 'PromoCode' }),
    );
  });

  it('refuses an unknown promo code with a business error', async () => {
    const res = await h.post(PERSONAL, subscriptionForm({ promoCode: 'NOPE' }), owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('The promo code is not valid.');
  });

  it('refuses a vehicle own device that is already in use', async () => {
    const form = subscriptionForm({
      subscriptionVehicleInfoCreateDtos: [
        vehicleInput({ needsTrackingDevice: false, trackingDeviceId: 'demo-001' }),
      ],
      vehicleCount: 1,
      deviceCount: 0,
    });
    expect(members(await invalid(PERSONAL, form))).toEqual(['trackingDeviceId']);
  });
});
