import Circle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { BRAND } from '../status-colors';

// A cluster: a brand-blue disc with the number of vehicles in white (about 6:1), larger for
// larger groups. One style per count, never rebuilt per poll.
const styles = new Map<number, Style>();

export function clusterStyle(count: number): Style {
  let style = styles.get(count);
  if (!style) {
    const radius = Math.min(26, 12 + 3 * Math.log10(count) * 2);
    style = new Style({
      image: new Circle({
        radius,
        fill: new Fill({ color: BRAND }),
        stroke: new Stroke({ color: '#ffffff', width: 3 }),
        declutterMode: 'none',
      }),
      text: new Text({
        text: String(count),
        font: `700 ${count < 1000 ? 13 : 11}px system-ui, sans-serif`,
        fill: new Fill({ color: '#ffffff' }),
        declutterMode: 'none',
      }),
    });
    styles.set(count, style);
  }
  return style;
}
