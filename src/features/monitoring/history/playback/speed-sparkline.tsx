import { useMemo, type PointerEvent } from 'react';
import type { Sample } from './timeline';
import * as css from './playback.styles';

const WIDTH = 300;
const HEIGHT = 40;

/**
 * Speed over the loaded time, under the slider; a tap seeks there. Hidden from screen readers:
 * the slider next to it says the same and is the keyboard's way to seek.
 */
export function SpeedSparkline(props: {
  samples: readonly Sample[];
  start: number;
  end: number;
  t: number | null;
  onSeek: (t: number) => void;
}) {
  const { samples, start, end, t, onSeek } = props;
  const span = Math.max(1, end - start);
  const top = Math.max(10, ...samples.map((s) => s.speed));
  const line = useMemo(
    () =>
      samples
        .map((s) => {
          const x = ((s.t - start) / span) * WIDTH;
          const y = HEIGHT - (s.speed / top) * (HEIGHT - 2);
          return `${x.toFixed(1)},${y.toFixed(1)}`;
        })
        .join(' '),
    [samples, start, span, top],
  );
  const seekAt = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    // The time axis runs left to right in both languages, like the slider above it.
    onSeek(start + ((e.clientX - box.left) / box.width) * span);
  };
  const cursor = t === null ? null : ((t - start) / span) * WIDTH;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      style={css.sparkline}
      aria-hidden="true"
      data-testid="speed-sparkline"
      onPointerDown={seekAt}
    >
      <polyline points={line} fill="none" stroke="currentColor" strokeWidth="1.5" />
      {cursor === null ? null : (
        <line x1={cursor} x2={cursor} y1={0} y2={HEIGHT} stroke="#c62828" strokeWidth="2" />
      )}
    </svg>
  );
}
