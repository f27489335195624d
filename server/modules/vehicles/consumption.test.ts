import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/api/contract/idempotency.ts';
import {
  BUSINESS,
  OBSERVER,
  OWNER,
  PERSONAL,
  trackingApp,
  vehicleByDevice,
} from '../../test/tracking-helpers.ts';

// Issue 29: an owner corrects a vehicle's consumption rate after purchase (km per litre; the
// screen shows km per 20 L). Who may, and what the server takes.

let ctx: Awaited<ReturnType<typeof trackingApp>>;
let as: Record<'owner' | 'observer' | 'noAccount' | 'personalOwner', Record<string, string>>;
beforeAll(async () => {
  ctx = await trackingApp();
  as = {
    owner: await ctx.headersFor(OWNER, BUSINESS),
    observer: await ctx.headersFor(OBSERVER, BUSINESS),
    noAccount: await ctx.headersFor(OWNER),
    personalOwner: await ctx.headersFor(OWNER, PERSONAL),
  };
});
afterAll(() => ctx.t.close());

const put = (id: string, rate: string | null, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({
    method: 'PUT',
    url: `/api/app/vehicle/${id}/updateConsumptionRate${rate === null ? '' : `?consumptionRate=${rate}`}`,
    headers,
  });
const rateOf = async (device: string) => (await vehicleByDevice(ctx.db, device)).consumptionRate;

describe('PUT /api/app/vehicle/{id}/updateConsumptionRate', () => {
  it('an owner corrects it, and every reader of the vehicle sees the new rate', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-001');
    expect((await put(v.id, '7.35', as.owner)).statusCode).toBe(204);
    expect(await rateOf('demo-001')).toBe(7.35);
    const read = await ctx.t.app.inject({ url: `/api/app/vehicle/${v.id}`, headers: as.owner });
    expect(read.json().consumptionRate).toBe(7.35);
    // The observer this vehicle is shared with reads the owner's correction too.
    const seen = await ctx.t.app.inject({ url: `/api/app/vehicle/${v.id}`, headers: as.observer });
    expect(seen.json().consumptionRate).toBe(7.35);
  });

  it('anonymous 401; no account chosen 403; an observer 403, even of a vehicle shared with them', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-002');
    const before = v.consumptionRate;
    expect((await put(v.id, '3')).statusCode).toBe(401);
    const none = await put(v.id, '3', as.noAccount);
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toBe('Choose a track account first.');
    const observer = await put(v.id, '3', as.observer);
    expect(observer.statusCode).toBe(403);
    expect(observer.json().error).toHaveProperty('message');
    expect(await rateOf('demo-002')).toBe(before);
  });

  it('another account’s vehicle, or an unknown one, is 404 and unchanged', async () => {
    const other = await vehicleByDevice(ctx.db, 'demo-025');
    const before = other.consumptionRate;
    // Sami's car is the owner's too, but the token is for Demo Logistics.
    expect((await put(other.id, '3', as.owner)).statusCode).toBe(404);
    expect(await rateOf('demo-025')).toBe(before);
    expect((await put(other.id, '3', as.personalOwner)).statusCode).toBe(204);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await put(unknown, '3', as.owner)).statusCode).toBe(404);
    expect((await put('not-a-guid', '3', as.owner)).statusCode).toBe(400);
  });

  it('refuses a rate outside 0 … 1000 km per litre, or not a number, naming the field', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-003');
    const before = v.consumptionRate;
    for (const bad of ['-0.01', '1000.01', 'abc', 'Infinity', null]) {
      const res = await put(v.id, bad, as.owner);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.validationErrors[0].members, String(bad)).toEqual([
        'consumptionRate',
      ]);
    }
    expect(await rateOf('demo-003')).toBe(before);
    // The bounds themselves are allowed.
    expect((await put(v.id, '1000', as.owner)).statusCode).toBe(204);
    expect(await rateOf('demo-003')).toBe(1000);
    expect((await put(v.id, '0', as.owner)).statusCode).toBe(204);
    expect(await rateOf('demo-003')).toBe(0);
  });

  it('a replayed offline edit sets the same rate again; the later correction wins', async () => {
    const v = await vehicleByDevice(ctx.db, 'demo-004');
    const send = (rate: string, key: string) =>
      put(v.id, rate, { ...as.owner, [IDEMPOTENCY_HEADER]: key });
    expect((await send('6.5', 'edit-1')).statusCode).toBe(204);
    expect((await send('6.5', 'edit-1')).statusCode).toBe(204);
    expect((await send('9.25', 'edit-2')).statusCode).toBe(204);
    expect(await rateOf('demo-004')).toBe(9.25);
  });
});
