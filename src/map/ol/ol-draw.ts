// Drawing zones, route lines and stop points (OpenLayers Draw, Modify and Snap). Its own lazy
// chunk (`ol-` prefix), loaded only by the screens that draw.
import Feature from 'ol/Feature';
import type OlMap from 'ol/Map';
import type MapBrowserEvent from 'ol/MapBrowserEvent';
import type { Coordinate } from 'ol/coordinate';
import Circle from 'ol/geom/Circle';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import type { Geometry } from 'ol/geom';
import Draw, { type DrawEvent } from 'ol/interaction/Draw';
import Modify from 'ol/interaction/Modify';
import Snap from 'ol/interaction/Snap';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { circleToPolygon, distanceM, pathCrosses, selfCrosses } from '../../api/contract/geometry';
import type { DrawCallbacks, DrawMode, LonLat } from '../types';
import { zoneStyle } from './ol-shapes';

export interface DrawTool {
  setMode(mode: DrawMode | null, noCrossing: boolean): void;
  finish(): void;
  undo(): void;
  clear(): void;
  addAtCenter(): void;
  circleAtCenter(radiusM: number): void;
  dispose(): void;
}

const SHAPE_COLOR = '#1e88e5';
const toPoint = (c: Coordinate): LonLat => {
  const [lon, lat] = toLonLat(c);
  return { lon: lon!, lat: lat! };
};
const toCoordinate = (p: LonLat) => fromLonLat([p.lon, p.lat]);

/** What a finished feature stands for, in degrees (a ring repeats its first point). */
function pointsOf(geometry: Geometry | undefined): LonLat[] {
  if (geometry instanceof Polygon) return (geometry.getCoordinates()[0] ?? []).map(toPoint);
  if (geometry instanceof LineString) return geometry.getCoordinates().map(toPoint);
  return [];
}

/** The vertices placed so far in a sketch: its last coordinate follows the pointer. */
function sketchVertices(geometry: Geometry | undefined): Coordinate[] {
  if (geometry instanceof Polygon) return (geometry.getCoordinates()[0] ?? []).slice(0, -2);
  if (geometry instanceof LineString) return geometry.getCoordinates().slice(0, -1);
  if (geometry instanceof Circle) return [geometry.getCenter()];
  return [];
}

export function createDrawTool(map: OlMap, callbacks: DrawCallbacks): DrawTool {
  const source = new VectorSource();
  const layer = new VectorLayer({ source, zIndex: 20, style: zoneStyle(SHAPE_COLOR) });
  const modify = new Modify({ source });
  const snap = new Snap({ source });
  map.addLayer(layer);
  map.addInteraction(modify);
  let draw: Draw | null = null;
  let mode: DrawMode | null = null;
  let noCrossing = false;
  let sketch: Feature | null = null;
  let shown = -1;

  const sketchCount = () => (sketch ? sketchVertices(sketch.getGeometry()).length : 0);
  const tellSketch = () => {
    const n = sketchCount();
    if (n !== shown) callbacks.onSketch?.((shown = n));
  };
  /** Whether adding `next` to the vertices drawn so far would make two edges cross. */
  const wouldCross = (next: Coordinate) =>
    noCrossing &&
    mode === 'Polygon' &&
    pathCrosses([...sketchVertices(sketch?.getGeometry()), next].map(toPoint));

  const keep = (feature: Feature) => {
    source.clear();
    source.addFeature(feature);
    callbacks.onShape(pointsOf(feature.getGeometry()));
  };

  function onDrawEnd(event: DrawEvent) {
    const feature = event.feature;
    const geometry = feature.getGeometry();
    sketch = null;
    tellSketch();
    if (geometry instanceof Point) {
      callbacks.onShape([toPoint(geometry.getCoordinates())]);
      return;
    }
    if (geometry instanceof Circle) {
      // Saved as its 60-point polygon, so that is what the map shows and Modify edits.
      const center = toPoint(geometry.getCenter());
      const edge = toPoint([
        geometry.getCenter()[0]! + geometry.getRadius(),
        geometry.getCenter()[1]!,
      ]);
      feature.setGeometry(
        new Polygon([circleToPolygon(center, distanceM(center, edge)).map(toCoordinate)]),
      );
    }
    if (noCrossing && selfCrosses(pointsOf(feature.getGeometry()))) {
      callbacks.onRefused?.('crossing');
      return;
    }
    keep(feature);
  }

  function setDraw(next: DrawMode | null) {
    if (draw) map.removeInteraction(draw);
    draw = null;
    sketch = null;
    tellSketch();
    if (!next) return;
    draw = new Draw({
      type: next,
      style: zoneStyle(SHAPE_COLOR),
      // A vertex that would cross an edge is not taken (spec part 2 §5, drawing rules).
      condition: (e: MapBrowserEvent) => {
        if (!wouldCross(e.coordinate)) return true;
        callbacks.onRefused?.('crossing');
        return false;
      },
    });
    draw.on('drawstart', (e) => {
      sketch = e.feature;
      sketch.getGeometry()?.on('change', tellSketch);
      tellSketch();
      // One zone or line per screen: starting another removes the one drawn before.
      if (next !== 'Point' && source.getFeatures().length > 0) {
        source.clear();
        callbacks.onShape([]);
      }
    });
    draw.on('drawend', onDrawEnd);
    draw.on('drawabort', () => {
      sketch = null;
      tellSketch();
    });
    map.addInteraction(draw);
    // Snap goes last: it must see pointer events before the interactions it serves.
    map.removeInteraction(snap);
    map.addInteraction(snap);
  }

  let before: Geometry | undefined;
  modify.on('modifystart', (e) => {
    before = e.features.item(0)?.getGeometry()?.clone();
  });
  modify.on('modifyend', (e) => {
    const feature = e.features.item(0);
    if (!feature) return;
    const points = pointsOf(feature.getGeometry());
    if (noCrossing && feature.getGeometry() instanceof Polygon && selfCrosses(points)) {
      feature.setGeometry(before);
      callbacks.onRefused?.('crossing');
      return;
    }
    callbacks.onShape(points);
  });

  return {
    setMode(nextMode, nextNoCrossing) {
      noCrossing = nextNoCrossing;
      if (nextMode === mode) return;
      mode = nextMode;
      // Moving a route's vertices while placing stop points would eat the taps meant for them.
      modify.setActive(nextMode !== 'Point');
      setDraw(nextMode);
    },
    finish() {
      if (!draw || !sketch) return;
      const first = sketchVertices(sketch.getGeometry())[0];
      if (mode === 'Polygon' && first && wouldCross(first)) {
        callbacks.onRefused?.('crossing');
        return;
      }
      draw.finishDrawing();
    },
    undo() {
      draw?.removeLastPoint();
      tellSketch();
    },
    clear() {
      draw?.abortDrawing();
      source.clear();
      callbacks.onShape([]);
    },
    addAtCenter() {
      const center = map.getView().getCenter();
      if (!center || !draw) return;
      if (mode === 'Point') return callbacks.onShape([toPoint(center)]);
      if (mode === 'Circle') return;
      if (wouldCross(center)) return callbacks.onRefused?.('crossing');
      draw.appendCoordinates([center]);
      tellSketch();
    },
    circleAtCenter(radiusM) {
      const center = map.getView().getCenter();
      if (!center || !(radiusM > 0)) return;
      draw?.abortDrawing();
      const ring = circleToPolygon(toPoint(center), radiusM).map(toCoordinate);
      keep(new Feature(new Polygon([ring])));
    },
    dispose() {
      if (draw) map.removeInteraction(draw);
      map.removeInteraction(modify);
      map.removeInteraction(snap);
      map.removeLayer(layer);
    },
  };
}
