import { and, eq, inArray } from 'drizzle-orm';
import { isSwitchOn, paymentSwitch } from '../../../src/api/contract/payments.ts';
import type { Db } from '../../db/client.ts';
import { appUser, bill, payment, request } from '../../db/schema.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { settingValue } from '../settings/service.ts';
import { nowOf, type PaymentDeps } from './deps.ts';
import { NOT_PAYABLE, SWITCH_OFF } from './messages.ts';
import { openPaymentsOf, voidPayments } from './open.ts';
import type { CheckoutPayment } from './provider.ts';
import { absoluteReturnUrl } from './return-url.ts';

export type PaymentRow = typeof payment.$inferSelect;

export interface StartPaymentInput {
  userId: string;
  requestIds: string[];
  /** The hosted page's language; anything but Arabic shows English. */
  language: string;
  callbackUrl?: string | null;
  /** Idempotency-Key header: the same user and key get the first payment (and URL) again. */
  idempotencyKey?: string | null;
}

const cents = (n: number) => (Math.sign(n) * Math.round(Math.abs(n) * 100 + Number.EPSILON)) / 100;
export const pageLanguage = (language: string): 'en' | 'ar' =>
  language.toLowerCase().startsWith('ar') ? 'ar' : 'en';

/**
 * The amount to pay for `requestIds` of `userId`, or an error: someone else's (or an unknown)
 * request is 404 (not revealed); each must be Pending in stage Payment with an unpaid bill, and
 * its type's payment switch must be on.
 */
export async function payableAmount(
  db: Db,
  deps: Pick<PaymentDeps, 'demo'>,
  userId: string,
  requestIds: string[],
): Promise<number> {
  const rows = await db
    .select({ request, bill })
    .from(request)
    .leftJoin(bill, eq(bill.requestId, request.id))
    .where(and(inArray(request.id, requestIds), eq(request.userId, userId)));
  if (rows.length !== requestIds.length) throw new NotFoundError();
  let total = 0;
  const checkedTypes = new Set<string>();
  for (const { request: r, bill: b } of rows) {
    const unpaidBill = b && (b.status === 'Draft' || b.status === 'Approved');
    if (r.status !== 'Pending' || r.stage !== 'Payment' || !unpaidBill) {
      throw new BusinessError(NOT_PAYABLE);
    }
    if (!checkedTypes.has(r.type)) {
      checkedTypes.add(r.type);
      const scope = { tenantId: r.tenantId, demo: deps.demo };
      const name = paymentSwitch(r.type);
      if (!isSwitchOn(await settingValue(db, name, scope))) throw new BusinessError(SWITCH_OFF);
    }
    total += b.total;
  }
  return cents(total);
}

async function paymentByKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(payment)
    .where(and(eq(payment.userId, userId), eq(payment.idempotencyKey, key)));
  return row;
}

/** Who pays, as the provider's checkout page may show it. */
async function payerOf(db: Db, userId: string): Promise<CheckoutPayment['payer']> {
  const [u] = await db.select().from(appUser).where(eq(appUser.id, userId));
  const name = [u?.firstName, u?.lastName].filter(Boolean).join(' ');
  const phone = u?.phoneNumber ?? '';
  return { name: name || u?.userName || phone, phone, email: u?.email ?? '' };
}

const checkoutOf = async (db: Db, deps: PaymentDeps, row: PaymentRow) =>
  deps.provider.createCheckout({
    id: row.id,
    amount: row.amount,
    status: row.status,
    language: pageLanguage(row.language),
    payer: await payerOf(db, row.userId),
    returnUrl: absoluteReturnUrl(row.callbackUrl, deps.publicUrl),
  });

/** Records one payment for the requests and returns the provider's hosted-page URL. */
export async function startPayment(
  db: Db,
  deps: PaymentDeps,
  input: StartPaymentInput,
): Promise<string> {
  const row = await createPayment(db, deps, input, deps.provider.name);
  return checkoutOf(db, deps, row);
}

const sameRequests = (a: string[], b: string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The payment for `input`: a repeated Idempotency-Key → the one made the first time; an open
 * payment of the user for exactly these requests → that one (a second link would let them pay
 * twice). Open payments covering some of them are voided, so each request keeps one open link.
 * The requests are locked meanwhile, so two calls cannot both open a payment for one request.
 */
export async function createPayment(
  db: Db,
  deps: Pick<PaymentDeps, 'demo' | 'now'>,
  input: StartPaymentInput,
  provider: string,
): Promise<PaymentRow> {
  const key = input.idempotencyKey ?? null;
  if (key) {
    const earlier = await paymentByKey(db, input.userId, key);
    if (earlier) return earlier;
  }
  const requestIds = [...new Set(input.requestIds)];
  const created = await db.transaction(async (tx) => {
    await tx
      .select({ id: request.id })
      .from(request)
      .where(inArray(request.id, requestIds))
      .for('update');
    const amount = await payableAmount(tx, deps, input.userId, requestIds);
    const open = await openPaymentsOf(tx, requestIds);
    const same = open.find(
      (p) =>
        p.userId === input.userId &&
        p.provider === provider &&
        sameRequests(p.requestIds, requestIds),
    );
    if (same) return same;
    await voidPayments(
      tx,
      open.map((p) => p.id),
      nowOf(deps),
    );
    const [row] = await tx
      .insert(payment)
      .values({
        userId: input.userId,
        requestIds,
        amount,
        provider,
        language: pageLanguage(input.language),
        callbackUrl: input.callbackUrl ?? null,
        idempotencyKey: key,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  });
  // Only a concurrent call with the same key can conflict: answer with its payment.
  const row = created ?? (key ? await paymentByKey(db, input.userId, key) : undefined);
  if (!row) throw new Error('payment was not stored');
  return row;
}
