import { and, eq } from 'drizzle-orm';
import { paymentSwitch } from '../../../src/api/contract/payments.ts';
import type {
  RequestStage,
  RequestStatus,
  RequestType,
} from '../../../src/api/contract/requests.ts';
import { appUser, bill, payment, request, setting } from '../../db/schema.ts';
import { OWNER, trackingApp } from '../../test/tracking-helpers.ts';
import { GLOBAL_PROVIDER } from '../settings/definitions.ts';

export interface RequestSeed {
  type?: RequestType;
  stage?: RequestStage;
  status?: RequestStatus;
  total?: number;
  payload?: Record<string, unknown>;
  /** The existing account a renewal-family request is for. */
  trackAccountId?: string;
}

/**
 * The demo app plus rows for payment tests: requests and bills are inserted directly, as the
 * request families' own endpoints would leave them in stage Payment.
 */
export async function paymentsApp(options: Parameters<typeof trackingApp>[0] = {}) {
  const base = await trackingApp(options);
  const { db } = base;
  const userId = async (phone = OWNER) =>
    (await db.select().from(appUser).where(eq(appUser.phoneNumber, phone)))[0]!.id;

  async function insertRequest(owner: string, seed: RequestSeed = {}): Promise<string> {
    const [row] = await db
      .insert(request)
      .values({
        type: seed.type ?? 'SmsBundleRenewalRequest',
        stage: seed.stage ?? 'Payment',
        status: seed.status ?? 'Pending',
        userId: owner,
        payload: seed.payload ?? { smsBundleId: 'x' },
        trackAccountId: seed.trackAccountId ?? null,
      })
      .returning({ id: request.id });
    const total = seed.total ?? 100;
    await db.insert(bill).values({
      requestId: row!.id,
      lineItems: [],
      appliedDiscounts: [],
      totalBeforeDiscounts: total,
      total,
    });
    return row!.id;
  }

  const requestRow = async (id: string) => {
    const [row] = await db
      .select({ request, bill })
      .from(request)
      .innerJoin(bill, eq(bill.requestId, request.id))
      .where(eq(request.id, id));
    return { stage: row!.request.stage, status: row!.request.status, bill: row!.bill.status };
  };
  const paymentRow = async (id: string) =>
    (await db.select().from(payment).where(eq(payment.id, id)))[0]!;

  async function setSwitch(type: RequestType, value: string) {
    await db
      .update(setting)
      .set({ value })
      .where(and(eq(setting.name, paymentSwitch(type)), eq(setting.providerName, GLOBAL_PROVIDER)));
  }

  /** The path and query of a checkout URL, for `inject`. */
  const pathOf = (url: string) => {
    const u = new URL(url);
    return {
      path: u.pathname,
      token: u.searchParams.get('t') ?? '',
      url: `${u.pathname}${u.search}`,
    };
  };

  return { ...base, userId, insertRequest, requestRow, paymentRow, setSwitch, pathOf };
}

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
