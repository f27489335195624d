import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  subscriptionPlanFeature,
  trackAccountFeature,
  trackAccountSubscription,
  userTrackAccountAssociation as assoc,
  vehicle,
} from '../../db/schema.ts';
import { BUSINESS, OWNER } from '../../test/tracking-helpers.ts';
import { finish, firstBundle, requestRow, requestsApp, vehicleInput } from './testing.ts';

let h: Awaited<ReturnType<typeof requestsApp>>;
let inBusiness: Record<string, string>;
let noAccount: Record<string, string>;
let business: string;
beforeAll(async () => {
  h = await requestsApp();
  business = await h.accountId(BUSINESS);
  inBusiness = await h.headersFor(OWNER, BUSINESS);
  noAccount = await h.headersFor(OWNER);
});
afterAll(() => h.t.close());

const vehiclesOf = (accountId: string) =>
  h.db.select().from(vehicle).where(eq(vehicle.trackAccountId, accountId));

describe('requests on an existing account', () => {
  it('SMS bundle renewal: the token account; finishing adds the messages', async () => {
    const bundle = await firstBundle(h.db);
    const before = (
      await h.get('/api/app/trackAccountSubscription/currentSubscription', inBusiness)
    ).json();
    const id = await h.create('smsBundleRenewalRequest', { smsBundleId: bundle.id }, inBusiness);
    const stored = await requestRow(h.db, id);
    expect(stored).toMatchObject({ trackAccountId: business, stage: 'Review' });
    expect(stored.bill!.total).toBe(bundle.price);
    const dto = await h.get(`/api/app/smsBundleRenewalRequest?requestId=${id}`, inBusiness);
    expect(dto.json()).toMatchObject({
      id,
      type: 'SmsBundleRenewalRequest',
      accountName: BUSINESS,
    });

    await finish(h.db, id);
    const after = (
      await h.get('/api/app/trackAccountSubscription/currentSubscription', inBusiness)
    ).json();
    expect(after.smsBundleCount).toBe(before.smsBundleCount + bundle.messagesCount);
  });

  it('add vehicles: the body account; bills the vehicles on the current plan', async () => {
    const count = (await vehiclesOf(business)).length;
    const form = { trackAccountId: business, trackVehicles: [vehicleInput(), vehicleInput()] };
    const bill = (await h.post('/api/app/addVehiclesRequest/tempBill', form, noAccount)).json();
    expect(bill.billLineItems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pricingItemKey: 'Subscription', quantity: 2 }),
      ]),
    );
    const id = await h.create('addVehiclesRequest', form, noAccount);
    const list = (
      await h.get(`/api/app/addVehiclesRequest?trackAccountId=${business}`, noAccount)
    ).json();
    expect(list.items.map((r: { id: string }) => r.id)).toContain(id);

    const done = await finish(h.db, id);
    expect(done.stage).toBe('Finished');
    expect((await vehiclesOf(business)).length).toBe(count + 2);
    const api = (await h.get('/api/app/vehicle?maxResultCount=1000', inBusiness)).json();
    expect(api.totalCount).toBe(count + 2);
  });

  it('renewal: lists what changes, then renews, removes and adds', async () => {
    const [removed] = await vehiclesOf(business);
    const [observer] = await h.db
      .select()
      .from(assoc)
      .where(and(eq(assoc.trackAccountId, business), eq(assoc.associationType, 'Observer')));
    const kept = (await vehiclesOf(business)).length;
    const [current] = await h.db
      .select()
      .from(trackAccountSubscription)
      .where(eq(trackAccountSubscription.trackAccountId, business))
      .orderBy(desc(trackAccountSubscription.to));
    const form = {
      subscriptionPlanKey: 'platinum',
      subscriptionDurationInMonths: 2,
      newVehicles: [vehicleInput({ licensePlateSerial: '999001' })],
      removeVehicles: [removed!.id],
      removeUsers: [observer!.id],
    };
    const id = await h.create('renewSubscriptionRequest', form, inBusiness);
    const path = `/api/app/renewSubscriptionRequest/${id}`;
    expect((await h.get(path, inBusiness)).json()).toMatchObject({
      newTrackVehiclesCount: 1,
      removeTrackVehiclesCount: 1,
      subscriptionPlanKey: 'platinum',
    });
    expect((await h.get(`${path}/newVehicles`, inBusiness)).json()).toMatchObject({
      totalCount: 1,
    });
    expect((await h.get(`${path}/remainingVehicles`, inBusiness)).json().totalCount).toBe(kept - 1);
    const users = (await h.get(`${path}/removedUsers`, inBusiness)).json();
    expect(users.items).toEqual([expect.objectContaining({ id: observer!.id })]);
    const renewals = (await h.get('/api/app/renewSubscriptionRequest', inBusiness)).json();
    expect(renewals.totalCount).toBe(1);

    await finish(h.db, id);
    const gone = await h.get(`${path}/removedVehicles`, inBusiness);
    expect(gone.json().items).toEqual([expect.objectContaining({ id: removed!.id })]);
    const vehicles = await vehiclesOf(business);
    expect(vehicles.map((v) => v.id)).not.toContain(removed!.id);
    expect(vehicles.map((v) => v.licensePlateSerial)).toContain('999001');
    const [obs] = await h.db.select().from(assoc).where(eq(assoc.id, observer!.id));
    expect(obs!.isActive).toBe(false);
    const [next] = await h.db
      .select()
      .from(trackAccountSubscription)
      .where(eq(trackAccountSubscription.trackAccountId, business))
      .orderBy(desc(trackAccountSubscription.to));
    expect(next).toMatchObject({ planKey: 'platinum', from: current!.to, durationMonths: 2 });
    const features = await h.db
      .select({ name: trackAccountFeature.name })
      .from(trackAccountFeature)
      .where(eq(trackAccountFeature.trackAccountId, business));
    const planFeatures = await h.db
      .select({ name: subscriptionPlanFeature.featureName })
      .from(subscriptionPlanFeature)
      .where(eq(subscriptionPlanFeature.planKey, 'platinum'));
    expect(features.map((f) => f.name).sort()).toEqual(planFeatures.map((f) => f.name).sort());
  });

  it('refuses removals that are not the account’s', async () => {
    const res = await h.post(
      '/api/app/renewSubscriptionRequest',
      { subscriptionPlanKey: 'gold', removeVehicles: [crypto.randomUUID()] },
      inBusiness,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0].members).toEqual(['removeVehicles']);
  });
});
