// Google's encoded polyline format (the API's geo-zone outlines), 5 decimals, latitude first.
// Written here rather than imported: @mapbox/polyline is CommonJS, and a CommonJS module in a lazy
// chunk made the bundler move its interop helpers into a chunk of their own before the first
// screen. The package stays the tests' reference: both must give the same text (polyline.test.ts).

/** Decimals kept: about 1 m. */
export const POLYLINE_PRECISION = 5;
const FACTOR = 10 ** POLYLINE_PRECISION;

/** Rounds half away from zero, as the format's reference encoder does. */
const round = (value: number) => Math.sign(value) * Math.floor(Math.abs(value) * FACTOR + 0.5);

function encodeValue(delta: number): string {
  let v = delta < 0 ? ~(delta << 1) : delta << 1;
  let out = '';
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>>= 5;
  }
  return out + String.fromCharCode(v + 63);
}

/** `[lat, lon]` pairs → text. */
export function encodePairs(pairs: readonly (readonly [number, number])[]): string {
  let lat = 0;
  let lon = 0;
  let out = '';
  for (const [a, b] of pairs) {
    const nextLat = round(a);
    const nextLon = round(b);
    out += encodeValue(nextLat - lat) + encodeValue(nextLon - lon);
    lat = nextLat;
    lon = nextLon;
  }
  return out;
}

/** Text → `[lat, lon]` pairs; throws on text that is not a whole encoded line. */
export function decodePairs(text: string): [number, number][] {
  const pairs: [number, number][] = [];
  let i = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte;
    do {
      if (i >= text.length || shift > 30) throw new Error('not an encoded polyline');
      byte = text.charCodeAt(i++) - 63;
      if (byte < 0 || byte > 63) throw new Error('not an encoded polyline');
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  let lat = 0;
  let lon = 0;
  while (i < text.length) {
    lat += next();
    lon += next();
    pairs.push([lat / FACTOR, lon / FACTOR]);
  }
  return pairs;
}
