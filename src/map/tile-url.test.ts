import { describe, expect, it } from 'vitest';
import { baseLayerSpecs, toOlUrlTemplate } from './tile-url';

describe('toOlUrlTemplate', () => {
  it('keeps the placeholders OpenLayers knows', () => {
    const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(toOlUrlTemplate(osm)).toBe(osm);
    const esri = 'https://server.arcgisonline.com/tile/{z}/{y}/{x}';
    expect(toOlUrlTemplate(esri)).toBe(esri);
    expect(toOlUrlTemplate('https://t.example/{z}/{x}/{-y}.png')).toBe(
      'https://t.example/{z}/{x}/{-y}.png',
    );
  });

  it('turns Leaflet-style {s} and {r} into what OpenLayers requests', () => {
    expect(toOlUrlTemplate(' https://{s}.tile.example/{z}/{x}/{y}{r}.png ')).toBe(
      'https://{a-c}.tile.example/{z}/{x}/{y}.png',
    );
  });
});

describe('baseLayerSpecs', () => {
  it('reads both layers with their zoom limits and attributions', () => {
    const specs = baseLayerSpecs({
      street: { url: 'https://s.example/{z}/{x}/{y}.png', maxZoom: 22, attribution: '© OSM' },
      satellite: { url: 'https://i.example/{z}/{y}/{x}', maxZoom: 20, attribution: '  ' },
    });
    expect(specs).toEqual([
      { id: 'street', url: 'https://s.example/{z}/{x}/{y}.png', maxZoom: 22, attribution: '© OSM' },
      {
        id: 'satellite',
        url: 'https://i.example/{z}/{y}/{x}',
        maxZoom: 20,
        attribution: undefined,
      },
    ]);
  });
});
