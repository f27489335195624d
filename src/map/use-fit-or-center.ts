import { useEffect, useRef } from 'react';
import { LOCATED_ZOOM } from './constants';
import { planFitOrCenter, type FitTarget } from './fit-plan';
import { useMapKit } from './map-context';
import type { FitPlan, OlMap } from './types';

export interface FitOrCenterOptions {
  /** Zoom for a single position, and the closest zoom a fit may reach. Default 17. */
  zoom?: number;
  /**
   * Frame once per key (e.g. the selected vehicle id) instead of on every move of the target,
   * so a 5 s poll does not undo the user's panning. Without it the view follows the target.
   */
  key?: string | number;
}

/**
 * Centres the view on one position at zoom 17 (a located vehicle) or fits several. Waits for
 * the map to have a size, so it may be called before the map is laid out.
 */
export function useFitOrCenter(
  map: OlMap,
  target: FitTarget,
  { zoom = LOCATED_ZOOM, key }: FitOrCenterOptions = {},
): void {
  const kit = useMapKit();
  // The plan is tiny (a centre or a box) even for 86,400 history points: as a string it is a
  // precise effect dependency, unlike the caller's array identity.
  const planJson = JSON.stringify(planFitOrCenter(target, zoom));
  const framedKey = useRef<{ key: string | number } | null>(null);
  useEffect(() => {
    const plan = JSON.parse(planJson) as FitPlan | null;
    if (!plan) return;
    if (key !== undefined && framedKey.current?.key === key) return;
    return kit.fitOrCenter(map, plan, () => {
      framedKey.current = key === undefined ? null : { key };
    });
  }, [kit, map, planJson, key]);
}
