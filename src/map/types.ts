import type { ReactNode } from 'react';
import type OlMap from 'ol/Map';

// Type-only: this file (and every file outside `ol/` and `ol-map-view.tsx`) must stay free of
// OpenLayers at run time, so importing `src/map` never pulls the library into a chunk.

export type { OlMap };

/** WGS 84 degrees, as the API sends positions. */
export interface LonLat {
  lat: number;
  lon: number;
}

export interface VehicleMarker extends LonLat {
  id: string;
  label: string;
  /** Degrees clockwise from north; shown as an arrow when known. */
  heading?: number | null;
  /** Colours the marker (`status-colors.ts`); the brand blue when absent. */
  status?: MarkerStatus | undefined;
}

/** What a live vehicle is doing (src/features/monitoring/status). */
export type MarkerStatus = 'moving' | 'stopped' | 'parked' | 'noSignal';

export type BaseLayerId = 'street' | 'satellite';

export interface MapViewProps {
  /** Accessible name of the map viewport (default "Map"). */
  label?: string;
  className?: string;
  /** Initial view only; move it later with `useFitOrCenter`. */
  center?: LonLat;
  zoom?: number;
  defaultBaseLayer?: BaseLayerId;
  /** Rendered inside the map context: layer components calling `useOlMap()` and the layer hooks. */
  children?: ReactNode;
}

/** A layer owned by one hook: built once, added to and removed from its map by the hook. */
export interface LayerHandle {
  attach(): void;
  detach(): void;
}

export interface MarkerLayer extends LayerHandle {
  update(vehicles: readonly VehicleMarker[]): void;
}

export interface PolylineLayer extends LayerHandle {
  update(points: readonly LonLat[], color: string): void;
}

export type FitPlan =
  | { kind: 'center'; center: LonLat; zoom: number }
  | { kind: 'fit'; min: LonLat; max: LonLat; maxZoom: number };

/**
 * The OpenLayers side of the layer hooks. It lives in the lazy map chunk and reaches the hooks
 * through the map context, so the hooks themselves import no OpenLayers code.
 */
export interface MapKit {
  markerLayer(map: OlMap): MarkerLayer;
  polylineLayer(map: OlMap): PolylineLayer;
  /** Moves the view; returns a cancel for a move still waiting for the map to get a size. */
  fitOrCenter(map: OlMap, plan: FitPlan, onApplied: () => void): () => void;
}

/** A coloured dot with an optional label (a stop point). */
export interface MapPoint extends LonLat {
  id: string;
  /** '#RRGGBB'. */
  color: string;
  label?: string;
}

export interface PolygonLayer extends LayerHandle {
  update(ring: readonly LonLat[], color: string): void;
}

export interface PointLayer extends LayerHandle {
  update(points: readonly MapPoint[]): void;
}

/** What a tap on a drawing map adds: a zone's vertices, a circle, a route's line, a stop point. */
export type DrawMode = 'Polygon' | 'Circle' | 'LineString' | 'Point';

export interface DrawCallbacks {
  /**
   * A finished or edited shape: Polygon and Circle give a closed ring (a circle as its 60 points
   * and the first again), LineString its points, Point the tapped point. An empty list when the
   * drawn shape was removed (cleared, or a new one started).
   */
  onShape(points: LonLat[]): void;
  /** Vertices of the shape being drawn (0 when none), to enable Finish and Undo. */
  onSketch?(vertices: number): void;
  /** A vertex or an edit that would make edges cross was not taken. */
  onRefused?(reason: 'crossing'): void;
}

export interface DrawControls {
  /** False until the drawing code has loaded. */
  ready: boolean;
  finish(): void;
  /** Removes the last vertex of the shape being drawn. */
  undo(): void;
  /** Removes what was drawn. */
  clear(): void;
  /** The keyboard's way: a vertex (or, in Point mode, the point) at the map's centre. */
  addAtCenter(): void;
  /** The keyboard's way to a circle: centred on the map's centre. */
  circleAtCenter(radiusM: number): void;
}
