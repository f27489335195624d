import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCode } from '../../db/schema.ts';
import { OWNER } from '../../test/tracking-helpers.ts';
import { requestsApp, subscriptionForm } from '../requests/testing.ts';

// Issue 11 "Money": a limited promo code is used by requests that go ahead, so creating and
// cancelling requests cannot use it up.

let h: Awaited<ReturnType<typeof requestsApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await requestsApp();
  owner = await h.headersFor(OWNER);
  await h.db.insert(promoCode).values({
    code: 'TWICE',
    value: 0.1,
    isPercentage: true,
    validFrom: new Date(Date.now() - 86_400_000),
    validTo: new Date(Date.now() + 86_400_000),
    usageLimit: 2,
  });
});
afterAll(() => h.t.close());

const KIND = 'personalAccountSubscriptionRequest';
const used = async () =>
  (await h.db.select().from(promoCode).where(eq(promoCode.code, 'TWICE')))[0]!.usedCount;
const cancel = (id: string) => h.post(`/api/app/request/${id}/cancel`, undefined, owner);

describe('a limited promo code and cancelled requests', () => {
  it('cancelling a request gives its use of the code back', async () => {
    for (let i = 0; i < 3; i++) {
      const id = await h.create(KIND, subscriptionForm({ promoCode: ' twice ' }), owner);
      expect(await used()).toBe(1);
      expect((await cancel(id)).statusCode).toBe(204);
      expect(await used()).toBe(0);
      // Cancelling again is refused and gives nothing more back.
      expect((await cancel(id)).statusCode).toBe(403);
      expect(await used()).toBe(0);
    }
    await h.create(KIND, subscriptionForm({ promoCode: 'TWICE' }), owner);
    await h.create(KIND, subscriptionForm({ promoCode: 'TWICE' }), owner);
    expect(await used()).toBe(2);
    const third = await h.post(`/api/app/${KIND}`, subscriptionForm({ promoCode: 'TWICE' }), owner);
    expect(third.statusCode).toBe(403);
    expect(third.json().error.message).toBe('The promo code has been used up.');
  });
});
