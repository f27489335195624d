import { describe, expect, it } from 'vitest';
import { diffMarkers } from './marker-diff';
import type { VehicleMarker } from './types';

const v = (id: string, lat: number, lon: number, extra: Partial<VehicleMarker> = {}) => ({
  id,
  lat,
  lon,
  label: `car ${id}`,
  ...extra,
});

describe('diffMarkers', () => {
  it('restyles a vehicle whose status changed in place', () => {
    const first = diffMarkers(new Map(), [v('a', 33.5, 36.3, { status: 'moving', heading: 90 })]);
    const d = diffMarkers(first.next, [v('a', 33.5, 36.3, { status: 'stopped' })]);
    expect(d.restyled.map((m) => m.status)).toEqual(['stopped']);
    expect([d.added, d.moved, d.removed]).toEqual([[], [], []]);
  });

  it('adds everything on the first update', () => {
    const d = diffMarkers(new Map(), [v('a', 33.5, 36.3), v('b', 33.6, 36.2)]);
    expect(d.added.map((m) => m.id)).toEqual(['a', 'b']);
    expect([d.moved, d.restyled, d.removed]).toEqual([[], [], []]);
    expect([...d.next.keys()]).toEqual(['a', 'b']);
  });

  it('reports only what changed', () => {
    const first = diffMarkers(new Map(), [
      v('a', 33.5, 36.3),
      v('b', 33.6, 36.2),
      v('c', 33.7, 36.1, { heading: 90 }),
    ]);
    const d = diffMarkers(first.next, [
      v('a', 33.5, 36.3), // unchanged
      v('b', 33.61, 36.2), // moved
      v('c', 33.7, 36.1, { heading: 180, label: 'renamed' }), // restyled
      v('d', 33.8, 36.0), // new
    ]);
    expect(d.added.map((m) => m.id)).toEqual(['d']);
    expect(d.moved.map((m) => m.id)).toEqual(['b']);
    expect(d.restyled.map((m) => m.id)).toEqual(['c']);
    expect(d.removed).toEqual([]);
    expect(diffMarkers(d.next, [v('d', 33.8, 36.0)]).removed).toEqual(['a', 'b', 'c']);
  });

  it('treats a missing and a null heading alike', () => {
    const first = diffMarkers(new Map(), [v('a', 1, 2)]);
    expect(diffMarkers(first.next, [v('a', 1, 2, { heading: null })]).restyled).toEqual([]);
  });

  it('leaves out unusable positions and removes a vehicle that loses its position', () => {
    const first = diffMarkers(new Map(), [
      v('a', 1, 2),
      v('nan', NaN, 2),
      v('far', 95, 2),
      v('no-fix', 0, 0),
    ]);
    expect([...first.next.keys()]).toEqual(['a']);
    expect(diffMarkers(first.next, [v('a', Number.NaN, 2)]).removed).toEqual(['a']);
  });

  it('sees changes made in place to the caller’s objects', () => {
    const car = v('a', 1, 2);
    const first = diffMarkers(new Map(), [car]);
    car.lat = 1.5;
    expect(diffMarkers(first.next, [car]).moved).toHaveLength(1);
  });

  it('lets the last entry win for a repeated id', () => {
    const d = diffMarkers(new Map(), [v('a', 1, 2), v('a', 3, 4)]);
    expect(d.added).toEqual([v('a', 3, 4)]);
  });
});
