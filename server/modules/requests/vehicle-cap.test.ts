import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicle } from '../../db/schema.ts';
import { MAX_VEHICLES_FEATURE } from '../features/definitions.ts';
import { BUSINESS, OWNER } from '../../test/tracking-helpers.ts';
import { requestsApp, subscriptionForm, vehicleInput } from './testing.ts';

// The host's "Vehicles per account" feature (Settings → Feature management) caps what one
// account may hold once a request is done: refused when quoted and when made, before payment.

let h: Awaited<ReturnType<typeof requestsApp>>;
let owner: Record<string, string>;
let admin: Record<string, string>;
let business: string;
let held: number;
beforeAll(async () => {
  h = await requestsApp();
  owner = await h.headersFor(OWNER);
  admin = await h.adminHeaders();
  business = await h.accountId(BUSINESS);
  const [row] = await h.db
    .select({ n: count() })
    .from(vehicle)
    .where(eq(vehicle.trackAccountId, business));
  held = row!.n;
});
afterAll(() => h.t.close());

const setCap = (value: string) =>
  h.app.inject({
    method: 'PUT',
    url: '/api/feature-management/features?providerName=T',
    headers: admin,
    payload: { features: [{ name: MAX_VEHICLES_FEATURE, value }] },
  });
const addTwo = () => ({
  trackAccountId: business,
  trackVehicles: [vehicleInput(), vehicleInput()],
});

describe('vehicles per account', () => {
  it('refuses adding vehicles past the cap, at the quote and at the request, in the caller’s language', async () => {
    expect((await setCap(String(held + 1))).statusCode).toBe(204);
    const quoted = await h.post('/api/app/addVehiclesRequest/tempBill', addTwo(), owner);
    expect(quoted.statusCode).toBe(403);
    expect(quoted.json().error.message).toBe(`An account can have at most ${held + 1} vehicles.`);
    const made = await h.post('/api/app/addVehiclesRequest', addTwo(), {
      ...owner,
      'accept-language': 'ar',
    });
    expect(made.statusCode).toBe(403);
    expect(made.json().error.message).toBe(`لا يمكن أن يضم الحساب أكثر من ${held + 1} مركبة.`);
    const [row] = await h.db
      .select({ n: count() })
      .from(vehicle)
      .where(eq(vehicle.trackAccountId, business));
    expect(row!.n).toBe(held);
  });

  it('lets the same request through once the cap allows it', async () => {
    expect((await setCap(String(held + 2))).statusCode).toBe(204);
    expect((await h.post('/api/app/addVehiclesRequest/tempBill', addTwo(), owner)).statusCode).toBe(
      200,
    );
    expect((await h.post('/api/app/addVehiclesRequest', addTwo(), owner)).statusCode).toBe(200);
  });

  it('caps a new subscription by the vehicles it lists', async () => {
    expect((await setCap('1')).statusCode).toBe(204);
    const res = await h.post(
      '/api/app/personalAccountSubscriptionRequest',
      subscriptionForm(),
      owner,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('An account can have at most 1 vehicles.');
    const one = subscriptionForm({
      subscriptionVehicleInfoCreateDtos: [vehicleInput()],
      vehicleCount: 1,
      deviceCount: 1,
    });
    expect(
      (await h.post('/api/app/personalAccountSubscriptionRequest', one, owner)).statusCode,
    ).toBe(200);
  });
});
