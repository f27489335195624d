import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { DrawControls, DrawOptions, MapViewProps } from '../../../map';

// jsdom draws no maps (no canvas): the screens' tests swap `src/map` for this, with
// `vi.mock('../../../map', () => import('../testing/map-mock'))`. The map is its labelled frame
// and its children; the drawing hook records what the screen asked for, so a test can play the
// user's taps and finished lines.

export const DEFAULT_ZOOM = 12;

export function LazyMap({ label, children }: MapViewProps) {
  return (
    <div role="application" aria-label={label}>
      {children}
    </div>
  );
}

export const useOlMap = () => ({});
export const usePolyline = vi.fn();
export const usePoints = vi.fn();

export const controls: DrawControls = {
  ready: true,
  finish: vi.fn(),
  undo: vi.fn(),
  clear: vi.fn(),
  addAtCenter: vi.fn(),
  circleAtCenter: vi.fn(),
};

let latest: DrawOptions | null = null;

export function useDrawing(_map: unknown, options: DrawOptions): DrawControls {
  latest = options;
  return controls;
}

/** What the screen's drawing asks for now. */
export const drawMode = () => latest?.mode;

/** A finished line (LineString mode), or a tap (Point mode), as the drawing tool reports it. */
export function draw(...points: [lat: number, lon: number][]) {
  const shape = points.map(([lat, lon]) => ({ lat, lon }));
  act(() => latest?.onShape(shape));
}

/** Vertices of a line still being drawn. */
export function sketch(vertices: number) {
  act(() => latest?.onSketch?.(vertices));
}

/** The stop points last drawn with `usePoints`, as their labels. */
export const drawnPointLabels = () =>
  (usePoints.mock.lastCall?.[1] as { label?: string }[] | undefined)?.map((p) => p.label) ?? [];
