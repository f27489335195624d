import Circle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Icon from 'ol/style/Icon';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { VehicleMarker } from '../types';

// Canvas cannot read CSS variables: the brand blue of the theme (`vars.color.primary`), by value.
const BRAND = '#0b5cad';
const fill = new Fill({ color: BRAND });
const outline = new Stroke({ color: '#ffffff', width: 2 });
const dot = new Circle({ radius: 7, fill, stroke: outline, declutterMode: 'none' });
const labelFill = new Fill({ color: '#1b2430' });
const halo = new Stroke({ color: '#ffffff', width: 3 });
// A navigation arrow pointing up (north) before rotation; a triangle would not show which way.
const ARROW = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="22" height="22" viewBox="0 0 22 22"><path d="M11 2 19 19 11 15 3 19Z" fill="${BRAND}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/></svg>`,
)}`;

/** A dot, or an arrow pointing along the heading when the device reports one. */
export function markerStyle(v: VehicleMarker): Style {
  const heading = v.heading;
  const image =
    heading != null && Number.isFinite(heading)
      ? new Icon({
          src: ARROW,
          rotation: (heading * Math.PI) / 180,
          rotateWithView: true,
          declutterMode: 'none',
        })
      : dot;
  return new Style({
    image,
    text: new Text({
      text: v.label,
      offsetY: 18,
      font: '600 12px system-ui, sans-serif',
      fill: labelFill,
      stroke: halo,
    }),
  });
}
