import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatNumber, numberFormat } from './formats';

afterEach(() => vi.restoreAllMocks());

describe('formats', () => {
  it("writes the spec's date-time in the reader's digits and day-period words", () => {
    const at = new Date(2026, 10, 27, 14, 5);
    expect(formatDateTime(at, 'en')).toBe('27/11/2026 02:05 PM');
    expect(formatDateTime(at, 'ar-EG')).toBe('٢٧/١١/٢٠٢٦ ٠٢:٠٥ م');
  });

  it('gives back what it could not read instead of "Invalid Date"', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('shows at most two decimals and forces none', () => {
    expect(formatNumber(12.345, 'en')).toBe('12.35');
    expect(formatNumber(40, 'en')).toBe('40');
    expect(formatNumber(1234.5, 'ar-EG')).toBe('١٬٢٣٤٫٥');
  });

  it('builds a formatter once per language and options', () => {
    const build = vi.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 20; i++) formatNumber(i, 'fr');
    expect(build).toHaveBeenCalledTimes(1);
    expect(numberFormat('fr', { maximumFractionDigits: 0 })).not.toBe(
      numberFormat('fr', { maximumFractionDigits: 2 }),
    );
  });
});
