import { useEffect } from 'react';
import {
  DEFAULT_ZOOM,
  LazyMap,
  useDrawing,
  useOlMap,
  usePoints,
  usePolyline,
  type DrawControls,
  type DrawOptions,
  type LonLat,
  type MapPoint,
} from '../../../map';

const NO_LINE: readonly LonLat[] = [];

export interface DrawingMapProps {
  label: string;
  className: string;
  center?: LonLat;
  options: DrawOptions;
  /** A saved line to draw under the drawing (not the one being drawn). */
  line?: readonly LonLat[];
  lineColor?: string;
  points: readonly MapPoint[];
  /** The drawing controls, for buttons outside the map; each time they change. */
  onControls: (controls: DrawControls) => void;
}

function DrawingLayers({ options, line, lineColor, points, onControls }: DrawingMapProps) {
  const map = useOlMap();
  usePolyline(map, line ?? NO_LINE, lineColor);
  usePoints(map, points);
  const controls = useDrawing(map, options);
  useEffect(() => onControls(controls), [controls, onControls]);
  return null;
}

/** A map to draw on (spec part 2 §5 "Drawing"), at zoom 12 (§9). */
export function DrawingMap(props: DrawingMapProps) {
  return (
    <LazyMap
      label={props.label}
      center={props.center}
      zoom={DEFAULT_ZOOM}
      className={props.className}
    >
      <DrawingLayers {...props} />
    </LazyMap>
  );
}
