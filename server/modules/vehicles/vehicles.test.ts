import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUSINESS,
  OBSERVER,
  OWNER,
  PERSONAL,
  trackingApp,
  vehicleByDevice,
} from '../../test/tracking-helpers.ts';

let ctx: Awaited<ReturnType<typeof trackingApp>>;
let owner: Record<string, string>;
let observer: Record<string, string>;
let noAccount: Record<string, string>;
beforeAll(async () => {
  ctx = await trackingApp();
  owner = await ctx.headersFor(OWNER, BUSINESS);
  observer = await ctx.headersFor(OBSERVER, BUSINESS);
  noAccount = await ctx.headersFor(OWNER);
});
afterAll(() => ctx.t.close());

const get = (url: string, headers: Record<string, string>) =>
  ctx.t.app.inject({ method: 'GET', url, headers });

describe('vehicles', () => {
  it('lists the account vehicles with ABP paging; observers see only assigned ones', async () => {
    const page = await get('/api/app/vehicle?skipCount=5&maxResultCount=10', owner);
    expect(page.statusCode).toBe(200);
    // The 20 the simulator drives and the 3 waiting for real trackers (issue 30).
    expect(page.json().totalCount).toBe(23);
    expect(page.json().items).toHaveLength(10);
    const mine = await get('/api/app/vehicle?maxResultCount=1000', observer);
    const devices = mine.json().items.map((v: { trackingDeviceId: string }) => v.trackingDeviceId);
    expect(devices.sort()).toEqual(['demo-001', 'demo-002', 'demo-003']);
    const audited = await get('/api/app/vehicle/vehicleViewModelWithAuditing', observer);
    expect(audited.json().totalCount).toBe(3);
    expect(audited.json().items[0].creationTime).toMatch(/^\d{4}-/);
  });

  it('the business account has vehicles for a Teltonika, a GT06 and a Traccar device', async () => {
    const all = await get('/api/app/vehicle?maxResultCount=1000', owner);
    const devices = all.json().items.map((v: { trackingDeviceId: string }) => v.trackingDeviceId);
    expect(devices).toEqual(
      expect.arrayContaining(['356307042441013', '359710040000001', 'traccar-demo']),
    );
  });

  it('gets one vehicle; another account or an unassigned one is 404', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-004');
    const res = await get(`/api/app/vehicle/${v.id}`, owner);
    expect(res.json()).toMatchObject({
      id: v.id,
      name: `${v.licensePlateSerial} - ${v.licensePlateSubClass}`,
    });
    expect((await get(`/api/app/vehicle/${v.id}`, observer)).statusCode).toBe(404);
    const other = await vehicleByDevice(ctx.db, 'demo-025');
    expect((await get(`/api/app/vehicle/${other.id}`, owner)).statusCode).toBe(404);
    const personal = await ctx.headersFor(OWNER, PERSONAL);
    expect((await get(`/api/app/vehicle/${other.id}`, personal)).statusCode).toBe(200);
  });

  it('needs a track account in the token', async () => {
    const res = await get('/api/app/vehicle', noAccount);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Choose a track account first.');
    expect((await get('/api/app/vehicle', {})).statusCode).toBe(401);
  });

  it('updates the consumption rate for owners only', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-001');
    const put = (headers: Record<string, string>) =>
      ctx.t.app.inject({
        method: 'PUT',
        url: `/api/app/vehicle/${v.id}/updateConsumptionRate?consumptionRate=12.5`,
        headers,
      });
    expect((await put(observer)).statusCode).toBe(403);
    expect((await put(owner)).statusCode).toBe(204);
    expect((await vehicleByDevice(ctx.db, 'demo-001')).consumptionRate).toBe(12.5);
  });
});

describe('track accounts and subscriptions', () => {
  it('lists only the caller’s accounts', async () => {
    const mine = await get('/api/app/trackAccount', noAccount);
    expect(mine.json().totalCount).toBe(2);
    const theirs = await get('/api/app/trackAccount', observer);
    expect(theirs.json().items).toEqual([
      expect.objectContaining({
        name: BUSINESS,
        accountType: 'Business',
        userTrackAccountAssociation: { associationType: 'Observer' },
      }),
    ]);
    const personal = await ctx.accountId(PERSONAL);
    expect((await get(`/api/app/trackAccount/${personal}`, observer)).statusCode).toBe(404);
    const features = await get(`/api/app/trackAccount/${personal}/features`, owner);
    expect(features.json()).toContainEqual(
      expect.objectContaining({ name: 'GoTrack.LiveMonitoring', value: 'True' }),
    );
  });

  it('answers the current subscription of the token’s account', async () => {
    const current = await get('/api/app/trackAccountSubscription/currentSubscription', owner);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      trackAccountId: await ctx.accountId(BUSINESS),
      state: 'Active',
      currentActiveUserCount: 2,
    });
    const list = await get('/api/app/trackAccountSubscription', owner);
    expect(list.json().totalCount).toBe(1);
    const one = await get(`/api/app/trackAccountSubscription/${current.json().id}`, owner);
    expect(one.json().id).toBe(current.json().id);
    const personal = await ctx.headersFor(OWNER, PERSONAL);
    const cross = await get(`/api/app/trackAccountSubscription/${current.json().id}`, personal);
    expect(cross.statusCode).toBe(404);
    const none = await get('/api/app/trackAccountSubscription/currentSubscription', noAccount);
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toBe('Choose a track account first.');
  });
});
