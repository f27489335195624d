import OlMap from 'ol/Map';
import View from 'ol/View';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import type VectorSource from 'ol/source/Vector';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { VehicleMarker } from '../types';
import { createMarkerLabels, LABEL_MAX_IN_VIEW, LABEL_MIN_ZOOM } from './marker-labels';
import { createMarkerLayer } from './marker-layer';
import { supportsWebGL } from './webgl-support';

// jsdom has no ResizeObserver; OpenLayers' map observes its (here absent) target with one.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const HOME = { lat: 33.51, lon: 36.28 };
const vehicles = (count: number): VehicleMarker[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `v${i}`,
    label: `car ${i}`,
    lat: HOME.lat + (i % 10) * 0.001,
    lon: HOME.lon + Math.floor(i / 10) * 0.001,
    heading: i % 2 ? 90 : null,
  }));

function newMap(zoom: number) {
  const map = new OlMap({ view: new View({ center: fromLonLat([HOME.lon, HOME.lat]), zoom }) });
  map.setSize([1000, 700]);
  return map;
}

describe('createMarkerLayer without WebGL (jsdom)', () => {
  it('falls back to one canvas layer whose feature ids are the vehicle ids', () => {
    expect(supportsWebGL()).toBe(false);
    const map = newMap(12);
    const layer = createMarkerLayer(map);
    layer.attach();
    layer.update(vehicles(3));
    const [shown] = map.getAllLayers();
    expect(shown).toBeInstanceOf(VectorLayer);
    const source = shown!.getSource() as VectorSource;
    expect(source.getFeatures().map((f) => f.getId())).toEqual(['v0', 'v1', 'v2']);
    layer.detach();
    expect(map.getAllLayers()).toEqual([]);
  });
});

describe('createMarkerLabels', () => {
  const labelsFor = (zoom: number, count: number) => {
    // The labels share the markers' source: take the fallback layer's, filled the same way.
    const map = newMap(zoom);
    const markers = createMarkerLayer(map);
    markers.attach();
    markers.update(vehicles(count));
    const source = map.getAllLayers()[0]!.getSource() as VectorSource<never>;
    const labels = createMarkerLabels(map, source);
    labels.attach();
    return map.getAllLayers()[1]!;
  };

  it(`shows names zoomed out only when ${LABEL_MAX_IN_VIEW} vehicles or fewer are in view`, () => {
    expect(labelsFor(12, LABEL_MAX_IN_VIEW).getVisible()).toBe(true);
    expect(labelsFor(12, LABEL_MAX_IN_VIEW + 1).getVisible()).toBe(false);
  });

  it(`shows names from zoom ${LABEL_MIN_ZOOM} on, however many vehicles`, () => {
    expect(labelsFor(LABEL_MIN_ZOOM, 200).getVisible()).toBe(true);
  });
});
