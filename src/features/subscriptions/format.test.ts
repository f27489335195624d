import { describe, expect, it } from 'vitest';
import { discountPercent, formatAmount, formatCount, paymentLanguage } from './format';

describe('number formats', () => {
  it("formats amounts '1.0-2'", () => {
    expect(formatAmount(1234.5, 'en')).toBe('1,234.5');
    expect(formatAmount(10, 'en')).toBe('10');
    expect(formatAmount(0.125, 'en')).toBe('0.13');
    expect(formatAmount(99999.999, 'en')).toBe('100,000');
  });

  it("formats counts '1.0-0'", () => {
    expect(formatCount(5000, 'en')).toBe('5,000');
    expect(formatCount(2.6, 'en')).toBe('3');
  });

  it("uses the user's language", () => {
    expect(formatAmount(1234.5, 'ar')).toBe(new Intl.NumberFormat('ar').format(1234.5));
  });

  it('shows a fractional discount as a percentage', () => {
    expect(discountPercent(0.05)).toBe(5);
    expect(discountPercent(0.125)).toBe(12.5);
    expect(discountPercent(0.07)).toBe(7);
  });
});

describe('paymentLanguage', () => {
  it("is the reader's language, English for anything but Arabic", () => {
    expect(paymentLanguage('ar')).toBe('ar');
    expect(paymentLanguage('ar-SY')).toBe('ar');
    expect(paymentLanguage('en')).toBe('en');
    expect(paymentLanguage('fr')).toBe('en');
  });
});
