import { describe, expect, it } from 'vitest';
import { mergeDeviceLines, type BillLine } from './billing.ts';

const line = (
  pricingItemKey: string,
  unitPrice: number,
  quantity: number,
  over: Partial<BillLine> = {},
): BillLine => ({
  pricingItemKey,
  pricingItemDisplayName: pricingItemKey,
  unitPrice,
  quantity,
  requestedMonths: 1,
  pricingType: 'OneTime',
  ...over,
});
const cost = (lines: BillLine[]) =>
  lines.reduce(
    (sum, l) =>
      sum + l.unitPrice * l.quantity * (l.pricingType === 'Monthly' ? l.requestedMonths : 1),
    0,
  );

describe('mergeDeviceLines', () => {
  const subscription = line('Subscription', 40_000, 3, {
    pricingType: 'Monthly',
    requestedMonths: 6,
  });
  const sms = line('SmsBundle', 45_000, 1);

  it('makes the device and its installation one OneTime line, in place, with the same total', () => {
    const lines = [
      subscription,
      line('Device', 350_000, 2),
      line('DeviceInstallation', 50_000, 2),
      sms,
    ];
    const merged = mergeDeviceLines(lines, 'Tracking device with installation');
    expect(merged).toEqual([
      subscription,
      {
        pricingItemKey: 'Device',
        pricingItemDisplayName: 'Tracking device with installation',
        unitPrice: 400_000,
        quantity: 2,
        requestedMonths: 1,
        pricingType: 'OneTime',
      },
      sms,
    ]);
    expect(cost(merged)).toBe(cost(lines));
  });

  it('keeps the device line’s name by default and works in any order', () => {
    const lines = [
      line('DeviceInstallation', 50_000, 1),
      sms,
      line('Device', 350_000, 1, { pricingItemDisplayName: 'Tracker' }),
    ];
    const merged = mergeDeviceLines(lines);
    expect(merged.map((l) => [l.pricingItemKey, l.pricingItemDisplayName, l.unitPrice])).toEqual([
      ['Device', 'Tracker', 400_000],
      ['SmsBundle', 'SmsBundle', 45_000],
    ]);
  });

  it('leaves bills without both lines alone (and does not mutate its input)', () => {
    const lines = [subscription, sms];
    expect(mergeDeviceLines(lines)).toEqual(lines);
    expect(mergeDeviceLines(lines)).not.toBe(lines);
    const onlyDevice = [line('Device', 350_000, 1)];
    expect(mergeDeviceLines(onlyDevice)).toEqual(onlyDevice);
    expect(mergeDeviceLines([])).toEqual([]);
  });
});
