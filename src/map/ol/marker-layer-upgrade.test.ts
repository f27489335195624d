import { describe, expect, it, vi } from 'vitest';
import type OlMap from 'ol/Map';
import type { VehicleMarker } from '../types';

// WebGL as on a phone; the canvas and WebGL layers are recorders, so the swap itself is visible.
vi.mock('./webgl-support', () => ({ supportsWebGL: () => true }));
const made = vi.hoisted(() => [] as { kind: string; calls: string[] }[]);
const recorder = (kind: string) => () => {
  const layer = { kind, calls: [] as string[] };
  made.push(layer);
  return {
    attach: () => void layer.calls.push('attach'),
    detach: () => void layer.calls.push('detach'),
    update: (v: readonly VehicleMarker[]) => void layer.calls.push(`update ${v.length}`),
  };
};
vi.mock('./canvas-marker-layer', () => ({ createCanvasMarkerLayer: recorder('canvas') }));
const webgl = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('./ol-webgl', () => {
  webgl.loaded++;
  return { createWebGLMarkerLayer: recorder('webgl') };
});

vi.mock('./cluster-layer', () => ({ createClusterLayer: recorder('clusters') }));

const { CLUSTER_BELOW_ZOOM, createMarkerLayer, WEBGL_FROM } = await import('./marker-layer');
/** A map at `zoom` whose `moveend` listener the test calls. */
function fakeMap(zoom: number) {
  const view = { zoom };
  let moveEnd = () => undefined as void;
  const map = {
    on: (_type: string, listener: () => void) => ((moveEnd = listener), {}),
    getView: () => ({ getZoom: () => view.zoom }),
  } as unknown as OlMap;
  return { map, zoomTo: (z: number) => ((view.zoom = z), moveEnd()) };
}
const fleet = (n: number): VehicleMarker[] =>
  Array.from({ length: n }, (_, i) => ({ id: `v${i}`, label: `${i}`, lat: 33.5, lon: 36.3 }));

describe('marker layer renderer', () => {
  it('stays on canvas for small fleets and moves a large one to WebGL with its last poll', async () => {
    made.length = 0;
    const layer = createMarkerLayer(fakeMap(CLUSTER_BELOW_ZOOM).map);
    layer.attach();
    layer.update(fleet(20));
    await new Promise((done) => setTimeout(done, 0));
    expect(webgl.loaded).toBe(0);
    expect(made.map((m) => m.kind)).toEqual(['canvas']);

    layer.update(fleet(WEBGL_FROM));
    await vi.waitFor(() => expect(made.map((m) => m.kind)).toEqual(['canvas', 'webgl']));
    expect(made[0]!.calls).toEqual(['attach', 'update 20', `update ${WEBGL_FROM}`, 'detach']);
    expect(made[1]!.calls).toEqual(['attach', `update ${WEBGL_FROM}`]);
    layer.update(fleet(WEBGL_FROM + 1));
    expect(made[1]!.calls.at(-1)).toBe(`update ${WEBGL_FROM + 1}`);
  });

  it('shows clusters instead of the markers while zoomed out, loading them only then', async () => {
    made.length = 0;
    const { map, zoomTo } = fakeMap(CLUSTER_BELOW_ZOOM);
    const layer = createMarkerLayer(map);
    layer.attach();
    layer.update(fleet(20));
    await new Promise((done) => setTimeout(done, 0));
    expect(made.map((m) => m.kind)).toEqual(['canvas']);

    zoomTo(CLUSTER_BELOW_ZOOM - 1);
    await vi.waitFor(() => expect(made.map((m) => m.kind)).toEqual(['canvas', 'clusters']));
    expect(made[0]!.calls).toEqual(['attach', 'update 20', 'detach']);
    expect(made[1]!.calls).toEqual(['attach', 'update 20']);
    layer.update(fleet(21));
    expect(made[1]!.calls.at(-1)).toBe('update 21');

    zoomTo(CLUSTER_BELOW_ZOOM);
    expect(made[1]!.calls.at(-1)).toBe('detach');
    expect(made[0]!.calls.slice(-2)).toEqual(['update 21', 'attach']);
  });
});
