import type OlMap from 'ol/Map';
import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { drawnOnce, pixelRatio } from './drawn-once';

// Vehicle names under the markers, drawn once per name (both marker layers use them).
const LABEL_COLOR = '#1b2430';
const HALO = '#ffffff';
const HALO_WIDTH = 3;
const FONT_PX = 12;
const FONT = `600 ${FONT_PX}px system-ui, sans-serif`;
/** Label centre below the marker, in CSS pixels. */
const LABEL_OFFSET_Y = 18;
/** Labels kept drawn; beyond it the oldest are dropped (and drawn again if they come back). */
const MAX_CACHED_LABELS = 5_000;

/**
 * The label drawn once into its own canvas and shown as an image: OpenLayers draws a `Text`
 * style into a new canvas on every render of a changed layer. Falls back to a `Text` style where
 * canvas is unavailable (tests).
 */
export interface CachedLabel {
  label: Style;
  /** The style arrays handed out, one per marker image: an unchanged look is the same array. */
  looks: Map<Style, Style[]>;
  /** The drawn label and its size in CSS pixels (none for the `Text` fallback). */
  drawn?: { img: HTMLCanvasElement; scale: number; width: number; height: number };
  /** Labels moved in from the map's edges (`placedLabel`), by displacement. */
  moved: Map<string, Style>;
}
const labels = new Map<string, CachedLabel>();
export function cachedLabel(text: string): CachedLabel {
  const key = `${pixelRatio()}|${text}`;
  let cached = labels.get(key);
  if (cached) return cached;
  const drawn = labelImage(text);
  cached = {
    label: drawn ? new Style({ image: labelIcon(drawn, 0, -LABEL_OFFSET_Y) }) : textLabel(text),
    looks: new Map(),
    moved: new Map(),
    ...(drawn ? { drawn } : {}),
  };
  if (labels.size >= MAX_CACHED_LABELS) labels.delete(labels.keys().next().value!);
  labels.set(key, cached);
  return cached;
}

let measure: CanvasRenderingContext2D | null | undefined;
function labelImage(text: string): CachedLabel['drawn'] | null {
  if (measure === undefined) measure = drawnOnce(1, 1, () => undefined)?.img.getContext('2d');
  if (!measure) return null;
  measure.font = FONT;
  const width = Math.ceil(measure.measureText(text).width) + HALO_WIDTH * 2;
  const height = Math.ceil(FONT_PX * 1.4) + HALO_WIDTH * 2;
  const image = drawnOnce(width, height, (context) => {
    context.font = FONT;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.lineJoin = 'round';
    context.lineWidth = HALO_WIDTH;
    context.strokeStyle = HALO;
    context.fillStyle = LABEL_COLOR;
    context.strokeText(text, width / 2, height / 2);
    context.fillText(text, width / 2, height / 2);
  });
  return image && { ...image, width, height };
}

const labelIcon = ({ img, scale }: NonNullable<CachedLabel['drawn']>, dx: number, dy: number) =>
  new Icon({
    img,
    scale,
    displacement: [dx, dy],
    // Labels make way for each other when crowded (the layer declutters); markers always show.
    declutterMode: 'declutter',
  });

/** Kept between a label and the map's edge, in CSS pixels. */
const EDGE_MARGIN = 2;
/** Moved labels kept per name; past it they are drawn again. */
const MAX_MOVED = 16;

/**
 * The label of a vehicle at `at` (map coordinates), moved in from the map's edges so that it is
 * never cut: sideways near the left and right edges, above the marker near the bottom. Called by
 * the layers' style functions while a frame renders (`getPixelFromCoordinate` reads that frame).
 */
export function placedLabel(map: OlMap, at: readonly number[], text: string): Style {
  const cached = cachedLabel(text);
  const size = map.getSize();
  const pixel = map.getPixelFromCoordinate(at as number[]);
  const drawn = cached.drawn;
  if (!drawn || !size || !pixel) return cached.label;
  const [x = 0, y = 0] = pixel;
  const [width = 0, height = 0] = size;
  const half = drawn.width / 2;
  let dx = 0;
  if (x - half < EDGE_MARGIN) dx = Math.ceil(EDGE_MARGIN + half - x);
  else if (x + half > width - EDGE_MARGIN) dx = Math.floor(width - EDGE_MARGIN - half - x);
  const above = y + LABEL_OFFSET_Y + drawn.height / 2 > height - EDGE_MARGIN;
  if (dx === 0 && !above) return cached.label;
  const key = `${dx}|${above}`;
  let moved = cached.moved.get(key);
  if (!moved) {
    if (cached.moved.size >= MAX_MOVED) cached.moved.clear();
    moved = new Style({ image: labelIcon(drawn, dx, above ? LABEL_OFFSET_Y : -LABEL_OFFSET_Y) });
    cached.moved.set(key, moved);
  }
  return moved;
}

function textLabel(text: string): Style {
  return new Style({
    text: new Text({
      text,
      offsetY: LABEL_OFFSET_Y,
      font: FONT,
      fill: new Fill({ color: LABEL_COLOR }),
      stroke: new Stroke({ color: HALO, width: HALO_WIDTH }),
    }),
  });
}
