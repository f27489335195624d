import { useEffect, useMemo, useRef, useState } from 'react';
import { lazyModule } from './lazy-module';
import type { DrawCallbacks, DrawControls, DrawMode, OlMap } from './types';

// The drawing interactions load only with a screen that draws (`ol-draw` chunk).
const useDrawModule = lazyModule(() => import('./ol/ol-draw'));

export interface DrawOptions extends DrawCallbacks {
  /** What a tap adds; null draws nothing (what was drawn stays). */
  mode: DrawMode | null;
  /** Refuse vertices and edits that make a zone's edges cross (spec part 2 §5). */
  noCrossing?: boolean;
}

/**
 * Drawing on `map`: tap (or click) to add vertices, tap the first or last vertex or `finish()` to
 * end, drag a finished shape's vertices to change it. Works with a finger on a phone; the
 * controls' `addAtCenter` and `circleAtCenter` are the keyboard's way to the same shapes.
 */
export function useDrawing(map: OlMap, options: DrawOptions): DrawControls {
  const module = useDrawModule();
  // The latest callbacks, so a re-render never rebuilds the interactions mid-drawing.
  const callbacks = useRef<DrawCallbacks>(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const [tool, setTool] = useState<ReturnType<NonNullable<typeof module>['createDrawTool']>>();
  useEffect(() => {
    if (!module) return;
    const created = module.createDrawTool(map, {
      onShape: (points) => callbacks.current.onShape(points),
      onSketch: (n) => callbacks.current.onSketch?.(n),
      onRefused: (reason) => callbacks.current.onRefused?.(reason),
    });
    setTool(created);
    return () => created.dispose();
  }, [module, map]);
  const { mode, noCrossing = false } = options;
  useEffect(() => tool?.setMode(mode, noCrossing), [tool, mode, noCrossing]);

  return useMemo(
    () => ({
      ready: !!tool,
      finish: () => tool?.finish(),
      undo: () => tool?.undo(),
      clear: () => tool?.clear(),
      addAtCenter: () => tool?.addAtCenter(),
      circleAtCenter: (radiusM: number) => tool?.circleAtCenter(radiusM),
    }),
    [tool],
  );
}
