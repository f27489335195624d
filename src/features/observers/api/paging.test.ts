import { describe, expect, it } from 'vitest';
import { nextSkip } from './paging';

const page = (n: number, totalCount: number) => ({ items: Array.from({ length: n }), totalCount });

describe('nextSkip', () => {
  it('asks for the rest after what is loaded, and stops once all is there', () => {
    expect(nextSkip(page(50, 120), [page(50, 120)])).toBe(50);
    expect(nextSkip(page(50, 120), [page(50, 120), page(50, 120)])).toBe(100);
    expect(nextSkip(page(20, 120), [page(50, 120), page(50, 120), page(20, 120)])).toBeUndefined();
  });

  it('stops on an empty page even when the total says more (it shrank meanwhile)', () => {
    expect(nextSkip(page(0, 80), [page(50, 80), page(0, 80)])).toBeUndefined();
  });
});
