import { useMemo, type PointerEvent } from 'react';
import { useDir } from '../../../../ui/use-dir';
import type { Sample } from './timeline';
import * as css from './playback.styles';

const WIDTH = 300;
const HEIGHT = 40;

/**
 * Where `time` is drawn, from the left. Time runs from the inline start as the range input above
 * does (right to left in Arabic): flowing the other way, the line would put the end of the
 * replay under the slider's start.
 */
const xOf = (time: number, start: number, end: number, rtl: boolean) =>
  ((rtl ? end - time : time - start) / Math.max(1, end - start)) * WIDTH;

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
  const rtl = useDir() === 'rtl';
  const span = Math.max(1, end - start);
  const top = Math.max(10, ...samples.map((s) => s.speed));
  const line = useMemo(
    () =>
      samples
        .map((s) => {
          const x = xOf(s.t, start, end, rtl);
          const y = HEIGHT - (s.speed / top) * (HEIGHT - 2);
          return `${x.toFixed(1)},${y.toFixed(1)}`;
        })
        .join(' '),
    [samples, start, end, top, rtl],
  );
  const seekAt = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const fromLeft = (e.clientX - box.left) / box.width;
    onSeek(start + (rtl ? 1 - fromLeft : fromLeft) * span);
  };
  const cursor = t === null ? null : xOf(t, start, end, rtl);
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
