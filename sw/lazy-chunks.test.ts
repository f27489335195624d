import { describe, expect, it } from 'vitest';
import { isLazyChunk } from './lazy-chunks.ts';

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
