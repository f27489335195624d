import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { trackAccount, vehicle } from '../db/schema.ts';
import { DEMO_OBSERVER_PHONE, DEMO_OWNER_PHONE } from '../modules/identity/seed.ts';
import { bearer, otpSignIn, recordingSms } from './auth-helpers.ts';
import { setupTestApp, type TestApp } from './test-app.ts';

export const OWNER = DEMO_OWNER_PHONE;
export const OBSERVER = DEMO_OBSERVER_PHONE;

/** The demo app with one-time-code limits off, and helpers to sign in to a track account. */
export async function trackingApp(options: Parameters<typeof setupTestApp>[0] = {}) {
  const sms = recordingSms();
  const t: TestApp = await setupTestApp({
    ...options,
    deps: {
      sms: sms.gateway,
      otpLimits: { resendSeconds: 0, perPhonePerHour: 1e6 },
      ...options.deps,
    },
    config: { otpIpHourlyLimit: 1e6, ...options.config },
  });
  const db = t.database.db;
  const accountId = async (name: string) =>
    (await db.select().from(trackAccount).where(eq(trackAccount.name, name)))[0]!.id;
  /** The token response of signing `phone` in, to `account` (a name) or to none. */
  const signIn = async (phone: string, account?: string) => {
    const extra: Record<string, string> = account
      ? { TrackAccountId: await accountId(account) }
      : {};
    const res = await otpSignIn(t.app, sms, phone, extra);
    if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
    return res.body;
  };
  /** Authorization header for `phone`, in `account` (a name) or in none. */
  const headersFor = async (phone: string, account?: string) =>
    bearer((await signIn(phone, account)).access_token);
  return { t, db, sms, accountId, signIn, headersFor };
}

export const BUSINESS = 'Demo Logistics';
export const PERSONAL = "Sami's car";

export async function vehicleByDevice(db: Db, deviceId: string) {
  const [row] = await db.select().from(vehicle).where(eq(vehicle.trackingDeviceId, deviceId));
  if (!row) throw new Error(`no vehicle ${deviceId}`);
  return row;
}
