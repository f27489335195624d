import { describe, expect, it } from 'vitest';
import { paymentReturnOf } from './return-params';

const ID = '0b9f6c3e-5d2a-4c1b-9e8f-7a6b5c4d3e2f';

describe('paymentReturnOf', () => {
  it("reads the provider's order and transaction from the return address", () => {
    expect(paymentReturnOf(`?transaction_id=123456789&order_id=${ID}`)).toEqual({
      paymentId: ID,
      reference: '123456789',
    });
    expect(paymentReturnOf(`?order_id=${ID.toUpperCase()}`)).toEqual({
      paymentId: ID.toUpperCase(),
      reference: null,
    });
  });

  it('names no payment for anything but one of our ids, and drops a malformed reference', () => {
    for (const search of ['', '?order_id=42', `?order_id=${ID}x`, `?transaction_id=1`]) {
      expect(paymentReturnOf(search), search).toBeNull();
    }
    for (const bad of ['<script>', 'a b', '1,2', 'x'.repeat(101)]) {
      const search = `?order_id=${ID}&transaction_id=${encodeURIComponent(bad)}`;
      expect(paymentReturnOf(search)?.reference, bad).toBeNull();
    }
  });
});
