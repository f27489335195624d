import Circle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { VehicleMarker } from '../types';

// Canvas cannot read CSS variables: the brand blue of the theme (`vars.color.primary`), by value.
const BRAND = '#0b5cad';
const LABEL_COLOR = '#1b2430';
const HALO = '#ffffff';
const HALO_WIDTH = 3;
const FONT_PX = 12;
const FONT = `600 ${FONT_PX}px system-ui, sans-serif`;
/** Label centre below the marker, in CSS pixels. */
const LABEL_OFFSET_Y = 18;
/** Labels kept drawn; beyond it the oldest are dropped (and drawn again if they come back). */
const MAX_CACHED_LABELS = 5_000;

const dot = new Style({
  image: new Circle({
    radius: 7,
    fill: new Fill({ color: BRAND }),
    stroke: new Stroke({ color: '#ffffff', width: 2 }),
    declutterMode: 'none',
  }),
});
// A navigation arrow pointing up (north) before rotation; a triangle would not show which way.
const ARROW_SIZE = 22;
const ARROW_PATH = 'M11 2 19 19 11 15 3 19Z';
const ARROW_SVG = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 22 22"><path d="${ARROW_PATH}" fill="${BRAND}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>`,
)}`;

const pixelRatio = () => Math.max(1, Math.ceil(globalThis.devicePixelRatio || 1));

/**
 * A canvas of `width` × `height` CSS pixels at the device's pixel ratio, drawn once. Images are
 * cheap to draw again and again; an SVG icon is rasterised anew on every draw and text is laid
 * out anew, which for 1,000 vehicles cost far more than anything else in a frame.
 * Null where canvas is unavailable (tests under jsdom).
 */
function drawnOnce(
  width: number,
  height: number,
  draw: (context: CanvasRenderingContext2D) => void,
): { img: HTMLCanvasElement; scale: number } | null {
  const canvas = globalThis.document?.createElement('canvas');
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas?.getContext('2d') ?? null;
  } catch {
    // jsdom: not implemented
  }
  if (!canvas || !context || typeof Path2D === 'undefined') return null;
  const ratio = pixelRatio();
  canvas.width = Math.ceil(width * ratio);
  canvas.height = Math.ceil(height * ratio);
  context.scale(ratio, ratio);
  draw(context);
  return { img: canvas, scale: 1 / ratio };
}

// Styles are shared, never rebuilt per poll: a poll of 1,000 moving vehicles must only move
// points. One arrow per whole degree, all on the same image.
let arrows: Style[] | undefined;
function arrow(heading: number): Style {
  if (!arrows) {
    const image = drawnOnce(ARROW_SIZE, ARROW_SIZE, (context) => {
      const path = new Path2D(ARROW_PATH);
      context.fillStyle = BRAND;
      context.strokeStyle = '#ffffff';
      context.lineWidth = 2;
      context.lineJoin = 'round';
      context.fill(path);
      context.stroke(path);
    }) ?? { src: ARROW_SVG };
    arrows = Array.from(
      { length: 360 },
      (_, degree) =>
        new Style({
          image: new Icon({
            ...image,
            rotation: (degree * Math.PI) / 180,
            rotateWithView: true,
            declutterMode: 'none',
          }),
        }),
    );
  }
  return arrows[((Math.round(heading) % 360) + 360) % 360]!;
}

/**
 * The label drawn once into its own canvas and shown as an image: OpenLayers draws a `Text`
 * style into a new canvas on every render of a changed layer. Falls back to a `Text` style where
 * canvas is unavailable (tests).
 */
interface CachedLabel {
  label: Style;
  /** The style arrays handed out, one per marker image: an unchanged look is the same array. */
  looks: Map<Style, Style[]>;
}
const labels = new Map<string, CachedLabel>();
function cachedLabel(text: string): CachedLabel {
  const key = `${pixelRatio()}|${text}`;
  let cached = labels.get(key);
  if (cached) return cached;
  const image = labelImage(text);
  cached = { label: image ? new Style({ image }) : textLabel(text), looks: new Map() };
  if (labels.size >= MAX_CACHED_LABELS) labels.delete(labels.keys().next().value!);
  labels.set(key, cached);
  return cached;
}

function labelImage(text: string): Icon | null {
  const measure = drawnOnce(1, 1, () => undefined)?.img.getContext('2d');
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
  if (!image) return null;
  return new Icon({
    ...image,
    displacement: [0, -LABEL_OFFSET_Y],
    // Labels make way for each other when crowded (the layer declutters); markers always show.
    declutterMode: 'declutter',
  });
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

/**
 * A dot, or an arrow pointing along the heading when the device reports one, and the label.
 * The same look gives the same array, so a caller can skip restyling a feature with it.
 */
export function markerStyle(v: VehicleMarker): Style[] {
  const heading = v.heading;
  const image = heading != null && Number.isFinite(heading) ? arrow(heading) : dot;
  const { label, looks } = cachedLabel(v.label);
  let look = looks.get(image);
  if (!look) {
    look = [image, label];
    looks.set(image, look);
  }
  return look;
}
