import { describe, expect, it } from 'vitest';
import type { RequestDto } from '../../../api/contract/requests.ts';
import {
  awaitsOfflinePayment,
  canCancel,
  canPay,
  canTick,
  isMoving,
  markPaymentStarted,
  payableTicked,
} from './rules';

type R = Pick<RequestDto, 'status' | 'stage' | 'type'> & { id: string };
const r = (over: Partial<R> = {}): R => ({
  id: 'a',
  type: 'SmsBundleRenewalRequest',
  status: 'Pending',
  stage: 'Review',
  ...over,
});
const on = () => true;
const off = () => false;

describe('request rules', () => {
  it('cancels only pending requests still in review or awaiting payment', () => {
    expect(canCancel(r())).toBe(true);
    expect(canCancel(r({ type: 'RenewSubscription' }))).toBe(true);
    expect(canCancel(r({ stage: 'Payment' }))).toBe(true);
    expect(canCancel(r({ stage: 'PaymentReview' }))).toBe(false);
    expect(canCancel(r({ status: 'Canceled' }))).toBe(false);
    expect(canCancel(r({ status: 'Processed', stage: 'Finished' }))).toBe(false);
  });

  it('pays only pending requests in stage Payment whose type is switched on', () => {
    expect(canPay(r({ stage: 'Payment' }), on)).toBe(true);
    expect(canPay(r({ stage: 'Payment' }), off)).toBe(false);
    expect(canPay(r({ stage: 'Review' }), on)).toBe(false);
    expect(canPay(r({ stage: 'Payment', status: 'Canceled' }), on)).toBe(false);
    expect(awaitsOfflinePayment(r({ stage: 'Payment' }), off)).toBe(true);
    expect(awaitsOfflinePayment(r({ stage: 'Payment' }), on)).toBe(false);
  });

  it('looks up the switch of the request type', () => {
    const onlySms = (type: string) => type === 'SmsBundleRenewalRequest';
    expect(canTick(r({ stage: 'Payment' }), onlySms)).toBe(true);
    expect(canTick(r({ stage: 'Payment', type: 'AddVehiclesRequest' }), onlySms)).toBe(false);
  });

  it('sends only the ticked requests that are still payable', () => {
    const list = [
      r({ id: 'a', stage: 'Payment' }),
      r({ id: 'b', stage: 'Payment' }),
      r({ id: 'c', stage: 'PaymentReview' }),
      r({ id: 'd', stage: 'Payment', status: 'Canceled' }),
    ];
    expect(payableTicked(list, new Set(['a', 'c', 'd', 'x']), on)).toEqual(['a']);
    expect(payableTicked(list, new Set(['a', 'b']), off)).toEqual([]);
  });

  it('polls while the back office still moves a request', () => {
    expect(isMoving(r())).toBe(true);
    expect(isMoving(r({ stage: 'DeviceInstallation' }))).toBe(true);
    expect(isMoving(r({ stage: 'Payment' }))).toBe(false);
    expect(isMoving(r({ status: 'Processed', stage: 'Finished' }))).toBe(false);
    // Once its payment page was opened, a request awaiting payment is watched too.
    markPaymentStarted(['paid-here']);
    expect(isMoving(r({ id: 'paid-here', stage: 'Payment' }))).toBe(true);
  });
});
