// Canvas images drawn once and reused: shared by the marker and label styles.

export const pixelRatio = () => Math.max(1, Math.ceil(globalThis.devicePixelRatio || 1));

/**
 * A canvas of `width` × `height` CSS pixels at the device's pixel ratio, drawn once. Images are
 * cheap to draw again and again; an SVG icon is rasterised anew on every draw and text is laid
 * out anew, which for 1,000 vehicles cost far more than anything else in a frame.
 * Null where canvas is unavailable (tests under jsdom).
 */
export function drawnOnce(
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
