import { describe, expect, it } from 'vitest';
import { planFitOrCenter } from './fit-plan';

describe('planFitOrCenter', () => {
  it('centres a located vehicle at zoom 17', () => {
    expect(planFitOrCenter({ lat: 33.5, lon: 36.3 })).toEqual({
      kind: 'center',
      center: { lat: 33.5, lon: 36.3 },
      zoom: 17,
    });
  });

  it('fits several positions, no closer than the zoom', () => {
    const plan = planFitOrCenter(
      [
        { lat: 33.5, lon: 36.3 },
        { lat: 33.4, lon: 36.4 },
        { lat: 33.6, lon: 36.2 },
      ],
      12,
    );
    expect(plan).toEqual({
      kind: 'fit',
      min: { lat: 33.4, lon: 36.2 },
      max: { lat: 33.6, lon: 36.4 },
      maxZoom: 12,
    });
  });

  it('centres when every position is the same (a parked vehicle’s history)', () => {
    const p = { lat: 33.5, lon: 36.3 };
    expect(planFitOrCenter([p, { ...p }])?.kind).toBe('center');
  });

  it('has nothing to do without a usable position', () => {
    expect(planFitOrCenter(null)).toBeNull();
    expect(planFitOrCenter(undefined)).toBeNull();
    expect(planFitOrCenter([])).toBeNull();
    expect(planFitOrCenter([{ lat: Number.NaN, lon: 1 }])).toBeNull();
  });
});
