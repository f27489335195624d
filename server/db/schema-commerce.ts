import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { REQUEST_TYPES } from '../../src/api/contract/request-types.ts';
import { requestStage, requestStatus } from '../../src/api/contract/requests.ts';
import { billStatus } from '../../src/api/contract/billing.ts';
import { paymentStatus } from '../../src/api/contract/payments.ts';
import { enumCheck, enumText } from './enum-column.ts';
import { appUser, tenant, trackAccount } from './schema-identity.ts';

/**
 * Requests, bills and payments (spec part 1 §3, §4): every purchase is a request with a bill; a
 * payment covers one or more requests. The form a customer sent is kept as JSON (`payload`,
 * shaped by the request family's zod schema) because each family's form differs.
 */

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const request = pgTable(
  'request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenant.id),
    type: enumText('type', REQUEST_TYPES).notNull(),
    status: enumText('status', requestStatus.options).notNull().default('Pending'),
    stage: enumText('stage', requestStage.options).notNull().default('Review'),
    /** Who asked (the buyer; the owner for requests on an existing account). */
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The account acted on; for a new subscription, the account made when it finishes. */
    trackAccountId: uuid('track_account_id').references(() => trackAccount.id, {
      onDelete: 'cascade',
    }),
    payload: jsonb('payload').notNull(),
    /** Notes from the back office, oldest first: [{ note, time }]. */
    notes: jsonb('notes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Client-supplied Idempotency-Key: a repeated create answers with the same request. */
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('request_user_idx').on(t.userId, t.createdAt),
    index('request_account_idx').on(t.trackAccountId, t.createdAt),
    unique('request_idempotency_uq').on(t.userId, t.idempotencyKey),
    enumCheck('request_type_ck', t.type, REQUEST_TYPES),
    enumCheck('request_stage_ck', t.stage, requestStage.options),
    enumCheck('request_status_ck', t.status, requestStatus.options),
  ],
);

/** One bill per request, computed on the server only (see server/modules/billing). */
export const bill = pgTable(
  'bill',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .unique('bill_request_uq')
      .references(() => request.id, { onDelete: 'cascade' }),
    status: enumText('status', billStatus.options).notNull().default('Draft'),
    /** [{ pricingItemKey, unitPrice, quantity, requestedMonths, pricingType }] */
    lineItems: jsonb('line_items').notNull(),
    /** [{ targetKey, targetType, appliedAt, isPercentage, value }] */
    appliedDiscounts: jsonb('applied_discounts').notNull(),
    totalBeforeDiscounts: money('total_before_discounts').notNull(),
    total: money('total').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    enumCheck('bill_status_ck', t.status, billStatus.options),
    check('bill_total_ck', sql`${t.total} >= 0`),
  ],
);

/**
 * A payment through a provider for one or more requests. A request has at most one Pending
 * payment; Void closes one we no longer accept (superseded, or its request cancelled). A success
 * we could not apply (void, failed, or its requests no longer waiting) is never applied: it is
 * recorded in `refundDue`/`refundReason` for the back office to pay back.
 */
export const payment = pgTable(
  'payment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    requestIds: uuid('request_ids').array().notNull(),
    amount: money('amount').notNull(),
    provider: text('provider').notNull(),
    status: enumText('status', paymentStatus.options).notNull().default('Pending'),
    language: text('language').notNull().default('en'),
    callbackUrl: text('callback_url'),
    idempotencyKey: text('idempotency_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
    /** SP owed back to the payer; null → nothing owed. */
    refundDue: money('refund_due'),
    refundReason: text('refund_reason'),
  },
  (t) => [
    index('payment_user_idx').on(t.userId, t.createdAt),
    unique('payment_idempotency_uq').on(t.userId, t.idempotencyKey),
    enumCheck('payment_status_ck', t.status, paymentStatus.options),
  ],
);

/** Provider notifications already applied (a replayed callback is refused). */
export const paymentNotification = pgTable('payment_notification', {
  nonce: text('nonce').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payment.id, { onDelete: 'cascade' }),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * Money a provider confirmed it took for a payment, one row per provider transaction (Fatora's
 * `transaction_id`): the key makes a second notice of one charge change nothing. `applied` says
 * it paid the payment's requests; otherwise its amount is in the payment's `refundDue`, and
 * `refundedAt` is set once the provider confirmed it gave the money back.
 */
export const paymentCharge = pgTable(
  'payment_charge',
  {
    provider: text('provider').notNull(),
    reference: text('reference').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    applied: boolean('applied').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    refundedAt: at('refunded_at'),
  },
  (t) => [
    primaryKey({ name: 'payment_charge_pk', columns: [t.provider, t.reference] }),
    index('payment_charge_payment_idx').on(t.paymentId),
  ],
);
