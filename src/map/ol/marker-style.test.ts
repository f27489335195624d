import type CircleStyle from 'ol/style/Circle';
import type Icon from 'ol/style/Icon';
import { describe, expect, it } from 'vitest';
import { BRAND, STATUS_COLORS } from '../status-colors';
import { markerStyle } from './marker-style';
import { statusProperty } from './webgl-marker-style';

const at = { id: 'a', label: 'car a', lat: 33.5, lon: 36.3 };

describe('markerStyle', () => {
  it('colours the dot by status, brand blue without one', () => {
    const fill = (status?: 'stopped' | 'parked' | 'noSignal') =>
      (markerStyle({ ...at, status })[0]!.getImage() as CircleStyle).getFill()?.getColor();
    expect(fill()).toBe(BRAND);
    expect(fill('stopped')).toBe(STATUS_COLORS.stopped);
    expect(fill('parked')).toBe(STATUS_COLORS.parked);
    expect(fill('noSignal')).toBe(STATUS_COLORS.noSignal);
  });

  it('draws a moving vehicle as an arrow in the moving colour, turned to its heading', () => {
    const image = markerStyle({ ...at, status: 'moving', heading: 90 })[0]!.getImage() as Icon;
    expect(image.getSrc()).toContain(encodeURIComponent(STATUS_COLORS.moving));
    expect(image.getRotation()).toBeCloseTo(Math.PI / 2);
  });

  it('reuses one look per status and heading, so polls skip restyling', () => {
    const a = markerStyle({ ...at, status: 'parked' });
    expect(markerStyle({ ...at, status: 'parked' })).toBe(a);
    expect(markerStyle({ ...at, status: 'stopped' })).not.toBe(a);
  });
});

describe('statusProperty', () => {
  it('numbers the WebGL sprite rows, 0 without a status', () => {
    expect(statusProperty(at)).toBe(0);
    expect(statusProperty({ ...at, status: 'moving' })).toBe(1);
    expect(statusProperty({ ...at, status: 'noSignal' })).toBe(4);
  });
});
