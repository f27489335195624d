import { describe, expect, it } from 'vitest';
import { gridClusters } from './grid-clusters';

describe('gridClusters', () => {
  it('groups points of one cell with their count, centre and extent', () => {
    const clusters = gridClusters(
      [
        { item: 'a', at: [1, 1] },
        { item: 'b', at: [3, 5] },
        { item: 'c', at: [25, 1] },
      ],
      10,
    );
    expect(clusters).toEqual([
      { items: ['a', 'b'], center: [2, 3], extent: [1, 1, 3, 5] },
      { items: ['c'], center: [25, 1], extent: [25, 1, 25, 1] },
    ]);
  });

  it('splits a group once the cells are smaller (zoomed in)', () => {
    const points = [
      { item: 'a', at: [1, 1] },
      { item: 'b', at: [8, 1] },
    ];
    expect(gridClusters(points, 10)).toHaveLength(1);
    expect(gridClusters(points, 5)).toHaveLength(2);
  });

  it('merges groups of neighbouring cells drawn close together', () => {
    const clusters = gridClusters(
      [
        { item: 'a', at: [9, 1] },
        { item: 'b', at: [11, 1] },
        { item: 'c', at: [12, 1] },
      ],
      10,
    );
    expect(clusters).toEqual([
      { items: ['a', 'b', 'c'], center: [32 / 3, 1], extent: [9, 1, 12, 1] },
    ]);
  });

  it('keeps negative coordinates (west, south) in their own cells', () => {
    const clusters = gridClusters(
      [
        { item: 'w', at: [-6, 1] },
        { item: 'e', at: [6, 1] },
      ],
      10,
    );
    expect(clusters.map((c) => c.items)).toEqual([['w'], ['e']]);
  });
});
