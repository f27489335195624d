import { describe, expect, it } from 'vitest';
import { isTileRequest, templatesFromConfig, templateToRegExp } from './tile-match.ts';

const ORIGIN = 'https://portal.example';
const get = (url: string, destination = 'image') => ({ url, method: 'GET', destination });

describe('templateToRegExp', () => {
  it('matches the tiles of an OpenStreetMap-style template, and only those', () => {
    const re = templateToRegExp('https://tile.openstreetmap.org/{z}/{x}/{y}.png', ORIGIN)!;
    expect(re.test('https://tile.openstreetmap.org/12/2450/1650.png')).toBe(true);
    expect(re.test('https://tile.openstreetmap.org/12/2450/1650.jpg')).toBe(false);
    expect(re.test('https://tile.openstreetmap.org/12/2450.png')).toBe(false);
    expect(re.test('https://tile.openstreetmap.org/a/b/c.png')).toBe(false);
    expect(re.test('https://tileXopenstreetmap.org/12/2450/1650.png')).toBe(false); // dot escaped
    expect(re.test('https://evil.example/?https://tile.openstreetmap.org/1/2/3.png')).toBe(false);
  });

  it('handles z/y/x order without an extension (Esri imagery)', () => {
    const re = templateToRegExp(
      'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
      ORIGIN,
    )!;
    expect(
      re.test(
        'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/12/1650/2450',
      ),
    ).toBe(true);
  });

  it('accepts subdomain, range, retina and {-y} placeholders', () => {
    const s = templateToRegExp('https://{s}.tiles.example/{z}/{x}/{-y}{r}.png', ORIGIN)!;
    expect(s.test('https://b.tiles.example/3/1/2.png')).toBe(true);
    expect(s.test('https://b.tiles.example/3/1/2@2x.png')).toBe(true);
    const range = templateToRegExp('https://{a-c}.tiles.example/{z}/{x}/{y}.png', ORIGIN)!;
    expect(range.test('https://c.tiles.example/3/1/2.png')).toBe(true);
  });

  it('resolves same-origin and protocol-relative templates', () => {
    const path = templateToRegExp('/dev-tiles/street/{z}/{x}/{y}.png', ORIGIN)!;
    expect(path.test('https://portal.example/dev-tiles/street/12/2450/1650.png')).toBe(true);
    expect(path.test('https://other.example/dev-tiles/street/12/2450/1650.png')).toBe(false);
    const rel = templateToRegExp('//tiles.example/{z}/{x}/{y}.png', ORIGIN)!;
    expect(rel.test('https://tiles.example/1/0/0.png')).toBe(true);
  });

  it('keeps a query string literal', () => {
    const re = templateToRegExp('https://t.example/{z}/{x}/{y}.png?key=a+b', ORIGIN)!;
    expect(re.test('https://t.example/1/0/0.png?key=a+b')).toBe(true);
    expect(re.test('https://t.example/1/0/0.png?key=aab')).toBe(false);
  });

  it('gives null for an empty template', () => {
    expect(templateToRegExp('  ', ORIGIN)).toBeNull();
  });
});

describe('isTileRequest', () => {
  const config = {
    tiles: {
      street: { url: 'https://portal.example/dev-tiles/street/{z}/{x}/{y}.png', maxZoom: 22 },
      satellite: { url: 'https://sat.example/{z}/{y}/{x}', maxZoom: 20 },
    },
  };
  const templates = templatesFromConfig(config, ORIGIN);

  it('matches by the configured templates, whatever the destination', () => {
    expect(
      isTileRequest(get('https://portal.example/dev-tiles/street/1/0/1.png', ''), templates),
    ).toBe(true);
    expect(isTileRequest(get('https://sat.example/5/10/12'), templates)).toBe(true);
    expect(isTileRequest(get('https://portal.example/icons/1/2/3.png'), templates)).toBe(false);
    expect(isTileRequest(get('https://portal.example/config.json', ''), templates)).toBe(false);
  });

  it('ignores the fragment and other methods', () => {
    expect(isTileRequest(get('https://sat.example/5/10/12#x'), templates)).toBe(true);
    const post = { ...get('https://sat.example/5/10/12'), method: 'POST' };
    expect(isTileRequest(post, templates)).toBe(false);
  });

  it('falls back to image requests ending in z/x/y before the configuration is cached', () => {
    expect(isTileRequest(get('https://any.example/tiles/3/4/5.png'), null)).toBe(true);
    expect(isTileRequest(get('https://any.example/tiles/3/4/5'), null)).toBe(true);
    expect(isTileRequest(get('https://any.example/tiles/3/4/5.webp'), null)).toBe(true);
    expect(isTileRequest(get('https://any.example/tiles/3/4/5.png', ''), null)).toBe(false);
    expect(isTileRequest(get('https://any.example/tiles/3/4.png'), null)).toBe(false);
    expect(isTileRequest(get('https://any.example/tiles/3/4/5.gif'), null)).toBe(false);
  });

  it('reads no templates from a configuration without tiles', () => {
    expect(templatesFromConfig(null, ORIGIN)).toBeNull();
    expect(templatesFromConfig({ tiles: {} }, ORIGIN)).toBeNull();
    expect(templatesFromConfig({ tiles: { street: { url: 42 } } }, ORIGIN)).toBeNull();
  });
});
