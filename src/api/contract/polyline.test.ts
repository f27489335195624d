import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import reference from '@mapbox/polyline';
import { decodePairs, encodePairs } from './polyline.ts';

const pair = fc.tuple(
  fc.double({ min: -90, max: 90, noNaN: true }),
  fc.double({ min: -180, max: 180, noNaN: true }),
);

describe('encoded polylines', () => {
  it('write the same text as @mapbox/polyline and read it back the same', () => {
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 80 }), (pairs) => {
        const text = encodePairs(pairs);
        expect(text).toBe(reference.encode(pairs, 5));
        expect(decodePairs(text)).toEqual(reference.decode(text, 5));
      }),
    );
  });

  it('refuse text that is not a whole line', () => {
    const text = reference.encode([
      [33.5, 36.3],
      [33.51, 36.31],
    ]);
    expect(() => decodePairs(text.slice(0, -1))).toThrow();
    expect(() => decodePairs('hello world')).toThrow();
    expect(() => decodePairs('~~~~~~~~~~~~~~')).toThrow();
    expect(decodePairs('')).toEqual([]);
  });
});
