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
}
const labels = new Map<string, CachedLabel>();
export function cachedLabel(text: string): CachedLabel {
  const key = `${pixelRatio()}|${text}`;
  let cached = labels.get(key);
  if (cached) return cached;
  const image = labelImage(text);
  cached = { label: image ? new Style({ image }) : textLabel(text), looks: new Map() };
  if (labels.size >= MAX_CACHED_LABELS) labels.delete(labels.keys().next().value!);
  labels.set(key, cached);
  return cached;
}

let measure: CanvasRenderingContext2D | null | undefined;
function labelImage(text: string): Icon | null {
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

/** The label alone (the WebGL marker layer draws the marker itself). */
export const labelStyle = (text: string): Style => cachedLabel(text).label;
