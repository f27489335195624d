// The page imports the project's OpenLayers code through aliases that tests/bench/map.ts gives
// Vite: the Node type-check of `tests/` cannot follow imports into `src/` (browser-only,
// extension-less paths). These declarations mirror `src/map/types.ts` for what the page uses.

declare module 'map-bench:kit' {
  import type OlMap from 'ol/Map.js';

  export interface LonLat {
    lat: number;
    lon: number;
  }
  export interface VehicleMarker extends LonLat {
    id: string;
    label: string;
    heading?: number | null;
  }
  export interface LayerHandle {
    attach(): void;
    detach(): void;
  }
  export type FitPlan =
    | { kind: 'center'; center: LonLat; zoom: number }
    | { kind: 'fit'; min: LonLat; max: LonLat; maxZoom: number };

  /** `olKit` of src/map/ol/kit.ts. */
  export const olKit: {
    markerLayer(map: OlMap): LayerHandle & { update(vehicles: readonly VehicleMarker[]): void };
    polylineLayer(map: OlMap): LayerHandle & {
      update(points: readonly LonLat[], color: string): void;
    };
    fitOrCenter(map: OlMap, plan: FitPlan, onApplied: () => void): () => void;
  };
}

declare module 'map-bench:fit-plan' {
  import type { FitPlan, LonLat } from 'map-bench:kit';
  /** `planFitOrCenter` of src/map/fit-plan.ts, as `useFitOrCenter` calls it. */
  export function planFitOrCenter(
    target: LonLat | readonly LonLat[] | null | undefined,
    zoom?: number,
  ): FitPlan | null;
}
