import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MapContext, useOlMap } from './map-context';
import type { MapKit, OlMap, VehicleMarker } from './types';
import { useFitOrCenter } from './use-fit-or-center';
import { usePolyline } from './use-polyline';
import { useVehicleMarkers } from './use-vehicle-markers';

// jsdom has no canvas: the hooks are tested against a recording kit instead of OpenLayers.
function fakeKit() {
  const layer = () => ({ attach: vi.fn(), detach: vi.fn(), update: vi.fn() });
  const kit = {
    markerLayer: vi.fn(layer),
    polylineLayer: vi.fn(layer),
    fitOrCenter: vi.fn((_map: OlMap, _plan: unknown, applied: () => void) => {
      applied();
      return () => undefined;
    }),
  } satisfies MapKit;
  const map = {} as OlMap;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MapContext.Provider value={{ map, kit }}>{children}</MapContext.Provider>
  );
  return { kit, map, wrapper };
}

const car = (lat: number): VehicleMarker => ({ id: 'a', lat, lon: 36.3, label: 'A' });

describe('useVehicleMarkers', () => {
  it('keeps one layer for the life of the component and feeds it every update', () => {
    const { kit, map, wrapper } = fakeKit();
    const first = [car(33.5)];
    const { rerender, unmount } = renderHook(({ v }) => useVehicleMarkers(map, v), {
      wrapper,
      initialProps: { v: first },
    });
    const layer = kit.markerLayer.mock.results[0]!.value;
    expect(layer.attach).toHaveBeenCalledTimes(1);
    expect(layer.update).toHaveBeenLastCalledWith(first);
    const second = [car(33.6)];
    rerender({ v: second });
    expect(kit.markerLayer).toHaveBeenCalledTimes(1);
    expect(layer.update).toHaveBeenLastCalledWith(second);
    unmount();
    expect(layer.detach).toHaveBeenCalledTimes(1);
  });
});

describe('usePolyline', () => {
  it('draws in the default white and follows new points', () => {
    const { kit, map, wrapper } = fakeKit();
    const points = [{ lat: 1, lon: 2 }];
    renderHook(() => usePolyline(map, points), { wrapper });
    expect(kit.polylineLayer.mock.results[0]!.value.update).toHaveBeenCalledWith(points, '#ffffff');
  });
});

describe('useFitOrCenter', () => {
  it('follows the target when it moves', () => {
    const { kit, map, wrapper } = fakeKit();
    // Typed apart: the target may go away (null) later, which the first props do not show.
    const initialProps: { t: VehicleMarker | null } = { t: car(33.5) };
    const { rerender } = renderHook(({ t }) => useFitOrCenter(map, t), { wrapper, initialProps });
    expect(kit.fitOrCenter).toHaveBeenCalledWith(
      map,
      { kind: 'center', center: { lat: 33.5, lon: 36.3 }, zoom: 17 },
      expect.any(Function),
    );
    rerender({ t: car(33.5) }); // a new object, same place: nothing to do
    expect(kit.fitOrCenter).toHaveBeenCalledTimes(1);
    rerender({ t: car(33.6) });
    expect(kit.fitOrCenter).toHaveBeenCalledTimes(2);
    rerender({ t: null });
    expect(kit.fitOrCenter).toHaveBeenCalledTimes(2);
  });

  it('frames once per key, as soon as there is a position', () => {
    const { kit, map, wrapper } = fakeKit();
    const { rerender } = renderHook(({ t, key }) => useFitOrCenter(map, t, { key }), {
      wrapper,
      initialProps: { t: null as VehicleMarker | null, key: 'a' },
    });
    expect(kit.fitOrCenter).not.toHaveBeenCalled();
    rerender({ t: car(33.5), key: 'a' });
    rerender({ t: car(33.6), key: 'a' });
    expect(kit.fitOrCenter).toHaveBeenCalledTimes(1);
    rerender({ t: car(33.6), key: 'b' });
    expect(kit.fitOrCenter).toHaveBeenCalledTimes(2);
  });
});

describe('useOlMap', () => {
  it('explains itself outside a map', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useOlMap())).toThrow(/inside <LazyMap>/);
  });
});
