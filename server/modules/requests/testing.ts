import { eq } from 'drizzle-orm';
import type { VehicleEntryInput } from '../../../src/api/contract/requests.ts';
import type { Db } from '../../db/client.ts';
import { bill, request, smsBundle } from '../../db/schema.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_ADMIN_USER } from '../identity/seed.ts';
import { bearer, FULL_SCOPE, tokenRequest } from '../../test/auth-helpers.ts';
import { trackingApp } from '../../test/tracking-helpers.ts';
import { advanceRequest, markRequestsPaid, transitionRequest } from './stages.ts';

/** Test helpers of the requests module (tests only). */

export const STRANGER = '+963944000111';

let plate = 100;
export const vehicleInput = (over: Partial<VehicleEntryInput> = {}): VehicleEntryInput => ({
  licensePlateSubClass: 'Damascus Private',
  licensePlateSerial: String(700_000 + plate++),
  consumptionRate: 0.5,
  color: '0xFF1E88E5',
  needsTrackingDevice: true,
  ...over,
});

export const subscriptionForm = (over: Record<string, unknown> = {}) => ({
  subscriptionPlanKey: 'silver',
  accountName: 'New fleet',
  address: { country: 'SY', governorate: 'SY-DI', city: 'SY-DI-Damascus' },
  subscriptionDurationInMonths: 3,
  subscriptionVehicleInfoCreateDtos: [vehicleInput(), vehicleInput({ needsTrackingDevice: false })],
  vehicleCount: 2,
  deviceCount: 1,
  ...over,
});

export async function requestsApp() {
  const h = await trackingApp();
  const { app } = h.t;
  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });
  /** Creates a request; resolves to its id (fails the test on another status). */
  const create = async (kind: string, payload: unknown, headers: Record<string, string>) => {
    const res = await post(`/api/app/${kind}`, payload, headers);
    if (res.statusCode !== 200) throw new Error(`create ${kind} ${res.statusCode}: ${res.body}`);
    return res.body;
  };
  const adminHeaders = async () => {
    const res = await tokenRequest(app, {
      grant_type: 'password',
      username: DEMO_ADMIN_USER,
      password: DEMO_ADMIN_PASSWORD,
      scope: FULL_SCOPE,
    });
    return bearer(res.body.access_token);
  };
  return { ...h, app, post, get, create, adminHeaders };
}

export async function firstBundle(db: Db) {
  const [b] = await db.select().from(smsBundle).orderBy(smsBundle.messagesCount).limit(1);
  return b!;
}

export async function requestRow(db: Db, id: string) {
  const [row] = await db.select().from(request).where(eq(request.id, id));
  const [b] = await db.select().from(bill).where(eq(bill.requestId, id));
  return { ...row!, bill: b };
}

/** Plays the back office and a payment: Review → … → Finished. */
export async function finish(db: Db, id: string) {
  await transitionRequest(db, id, 'Payment');
  await markRequestsPaid(db, [id]);
  const row = await advanceRequest(db, id);
  return row.stage === 'Finished' ? row : advanceRequest(db, id);
}
