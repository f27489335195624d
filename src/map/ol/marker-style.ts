import Circle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { markerColor } from '../status-colors';
import type { VehicleMarker } from '../types';
import { drawnOnce } from './drawn-once';
import { cachedLabel } from './label-style';

// A navigation arrow pointing up (north) before rotation; a triangle would not show which way.
const ARROW_SIZE = 22;
export const ARROW_PATH = 'M11 2 19 19 11 15 3 19Z';
const arrowSvg = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 22 22"><path d="${ARROW_PATH}" fill="${color}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>`,
  )}`;

// Styles are shared, never rebuilt per poll: a poll of 1,000 moving vehicles must only move
// points. Per colour (status, `status-colors.ts`): one dot, and one arrow per whole degree, all
// on the same image. Canvas cannot read CSS variables, hence colours by value.
const dots = new Map<string, Style>();
/** Per colour: its drawn arrow, and its styles by whole degree, made on first use. */
const arrows = new Map<
  string,
  { image: { img: HTMLCanvasElement; scale: number } | { src: string }; turned: Style[] }
>();

function dot(color: string): Style {
  let style = dots.get(color);
  if (!style) {
    style = new Style({
      image: new Circle({
        radius: 7,
        fill: new Fill({ color }),
        stroke: new Stroke({ color: '#ffffff', width: 2 }),
        declutterMode: 'none',
      }),
    });
    dots.set(color, style);
  }
  return style;
}

function arrow(color: string, heading: number): Style {
  let drawn = arrows.get(color);
  if (!drawn) {
    const image = drawnOnce(ARROW_SIZE, ARROW_SIZE, (context) => {
      const path = new Path2D(ARROW_PATH);
      context.fillStyle = color;
      context.strokeStyle = '#ffffff';
      context.lineWidth = 2;
      context.lineJoin = 'round';
      context.fill(path);
      context.stroke(path);
    }) ?? { src: arrowSvg(color) };
    drawn = { image, turned: [] };
    arrows.set(color, drawn);
  }
  const degree = ((Math.round(heading) % 360) + 360) % 360;
  // Made when a vehicle first heads that way: all 360 up front cost a slow phone ~50 ms at start.
  return (drawn.turned[degree] ??= new Style({
    image: new Icon({
      ...drawn.image,
      rotation: (degree * Math.PI) / 180,
      rotateWithView: true,
      declutterMode: 'none',
    }),
  }));
}

/**
 * A dot in the status colour, or an arrow pointing along the heading when known, and the label.
 * The same look gives the same array, so a caller can skip restyling a feature with it.
 */
export function markerStyle(v: VehicleMarker): Style[] {
  const heading = v.heading;
  const color = markerColor(v.status);
  const image = heading != null && Number.isFinite(heading) ? arrow(color, heading) : dot(color);
  const { label, looks } = cachedLabel(v.label);
  let look = looks.get(image);
  if (!look) {
    look = [image, label];
    looks.set(image, look);
  }
  return look;
}
