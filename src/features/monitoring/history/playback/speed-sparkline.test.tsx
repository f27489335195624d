import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpeedSparkline } from './speed-sparkline';

const START = 1_000_000;
const END = START + 100_000;
const samples = [
  { t: START, speed: 0, lat: 33.5, lon: 36.3 },
  { t: END, speed: 50, lat: 33.6, lon: 36.4 },
];

function draw(t: number | null) {
  const onSeek = vi.fn();
  render(<SpeedSparkline samples={samples} start={START} end={END} t={t} onSeek={onSeek} />);
  const svg = screen.getByTestId('speed-sparkline');
  // jsdom lays nothing out: a 200 px wide line at x = 100.
  svg.getBoundingClientRect = () => ({ left: 100, width: 200 }) as DOMRect;
  return { svg, onSeek };
}

const cursorX = (svg: Element) => Number(svg.querySelector('line')!.getAttribute('x1'));
const firstPoint = (svg: Element) => svg.querySelector('polyline')!.getAttribute('points')!;

describe('speed sparkline', () => {
  afterEach(() => {
    document.documentElement.dir = '';
  });

  it('runs left to right in English, like the slider', () => {
    const { svg, onSeek } = draw(START);
    expect(cursorX(svg)).toBe(0);
    expect(firstPoint(svg)).toMatch(/^0\.0,/);
    fireEvent.pointerDown(svg, { clientX: 100 + 0.9 * 200 });
    expect(onSeek).toHaveBeenCalledWith(START + 90_000);
  });

  it('runs right to left in Arabic, like the slider', () => {
    document.documentElement.dir = 'rtl';
    const { svg, onSeek } = draw(START);
    // The start of the replay is drawn at the right edge, its end at the left.
    expect(cursorX(svg)).toBe(300);
    expect(firstPoint(svg)).toMatch(/^300\.0,/);
    expect(firstPoint(svg)).toMatch(/ 0\.0,[\d.]+$/);
    // A tap near the right edge seeks near the start.
    fireEvent.pointerDown(svg, { clientX: 100 + 0.9 * 200 });
    expect(onSeek).toHaveBeenCalledWith(START + 10_000);
  });
});
