import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalSubscriptionForm } from '../../../src/api/contract/requests.ts';
import type { AuthUser } from '../../auth/access-token.ts';
import { appUser, bill, promoCode, request } from '../../db/schema.ts';
import { createRequest } from './create.ts';
import { OWNER } from '../../test/tracking-helpers.ts';
import { requestsApp, STRANGER, subscriptionForm } from './testing.ts';

let h: Awaited<ReturnType<typeof requestsApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await requestsApp();
  owner = await h.headersFor(OWNER);
  await h.db.insert(promoCode).values({
    code: 'ONCE',
    value: 0.2,
    isPercentage: true,
    validFrom: new Date(Date.now() - 86_400_000),
    validTo: new Date(Date.now() + 86_400_000),
    usageLimit: 5,
  });
});
afterAll(() => h.t.close());

const URL = '/api/app/personalAccountSubscriptionRequest';
const submit = (key: string, form = subscriptionForm({ promoCode: 'ONCE' })) =>
  h.post(URL, form, { ...owner, 'idempotency-key': key });
const rowsWithKey = (key: string) =>
  h.db
    .select()
    .from(request)
    .where(and(eq(request.idempotencyKey, key)));
const usedCount = async () =>
  (await h.db.select().from(promoCode).where(eq(promoCode.code, 'ONCE')))[0]!.usedCount;

describe('Idempotency-Key on create', () => {
  it('answers a repeated key with the first request', async () => {
    const first = await submit('key-1');
    const again = await submit('key-1', subscriptionForm({ accountName: 'Changed' }));
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await rowsWithKey('key-1')).toHaveLength(1);
    expect(await usedCount()).toBe(1);
    const bills = await h.db.select().from(bill).where(eq(bill.requestId, first.body));
    expect(bills[0]!.appliedDiscounts).toContainEqual(
      expect.objectContaining({ targetKey: 'ONCE' }),
    );
  });

  it('makes one request of a concurrent double submit', async () => {
    const before = await usedCount();
    const answers = await Promise.all([submit('key-2'), submit('key-2'), submit('key-2')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await rowsWithKey('key-2')).toHaveLength(1);
    expect(await usedCount()).toBe(before + 1);
  });

  it('keeps keys per user and refuses keys over 100 characters', async () => {
    const mine = (await rowsWithKey('key-1'))[0]!.id;
    const someoneElse = await h.headersFor(STRANGER);
    const theirs = await h.post(URL, subscriptionForm(), {
      ...someoneElse,
      'idempotency-key': 'key-1',
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toBe(mine);
    expect(await rowsWithKey('key-1')).toHaveLength(2);
    expect((await submit('k'.repeat(101))).statusCode).toBe(400);
    const without = [
      await h.post(URL, subscriptionForm(), owner),
      await h.post(URL, subscriptionForm(), owner),
    ];
    expect(without[0]!.body).not.toBe(without[1]!.body);
  });

  it('a racing insert that loses at the unique index answers the winner', async () => {
    const [user] = await h.db.select().from(appUser).where(eq(appUser.phoneNumber, OWNER));
    const args = {
      user: { userId: user!.id, tenantId: null } as AuthUser,
      type: 'PersonalAccountSubscription' as const,
      form: personalSubscriptionForm.parse(subscriptionForm()),
      trackAccountId: null,
      culture: 'en' as const,
      idempotencyKey: 'key-race',
    };
    // Started together, both look the key up before either inserts.
    const ids = await Promise.all([createRequest(h.db, args), createRequest(h.db, args)]);
    expect(ids[0]).toBe(ids[1]);
    expect(await rowsWithKey('key-race')).toHaveLength(1);
  });
});
