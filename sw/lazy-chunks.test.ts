import { describe, expect, it } from 'vitest';
import { isLazyChunk, lazyChunkPlan } from './lazy-chunks.ts';

const origin = 'https://app.example';
const url = (path: string, base = origin) => new URL(path, base);

describe('lazy chunk cache', () => {
  it('keeps the map, spreadsheet and push chunks of this origin', () => {
    expect(isLazyChunk(url('/assets/ol-map-view-Ab12.js'), origin)).toBe(true);
    expect(isLazyChunk(url('/assets/ol-map-view-Ab12.css'), origin)).toBe(true);
    expect(isLazyChunk(url('/assets/xlsx-C9.js'), origin)).toBe(true);
  });
  it('leaves everything else to the precache or the network', () => {
    expect(isLazyChunk(url('/assets/index-Ab12.js'), origin)).toBe(false);
    expect(isLazyChunk(url('/api/app/ol-x'), origin)).toBe(false);
    expect(isLazyChunk(url('/assets/ol-map-view-Ab12.js', 'https://cdn.example'), origin)).toBe(
      false,
    );
  });
});

describe('a new release and the lazy chunks kept by the last', () => {
  const build = [
    '/assets/ol-map-view-New1.js',
    '/assets/ol-draw-New2.js',
    '/assets/xlsx-worker-New3.js',
  ];
  it('fetches this build’s chunks of each family the user had, and drops the old ones', () => {
    const held = ['/assets/ol-map-view-Old1.js', '/assets/ol-attach-Old9.js'];
    expect(lazyChunkPlan(held, build)).toEqual({
      fetch: ['/assets/ol-map-view-New1.js', '/assets/ol-draw-New2.js'],
      drop: held,
    });
  });
  it('keeps what did not change and fetches nothing for a family never opened', () => {
    const held = ['/assets/ol-map-view-New1.js'];
    expect(lazyChunkPlan(held, build)).toEqual({ fetch: ['/assets/ol-draw-New2.js'], drop: [] });
    expect(lazyChunkPlan([], build)).toEqual({ fetch: [], drop: [] });
  });
});
