import { useEffect, useMemo, useState } from 'react';
import type { PositionValue } from '../../../../api/contract/monitoring.ts';
import { sampleAt, toSamples, type Sample } from './timeline';

export const PLAYBACK_RATES = [1, 4, 16] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** ~30 redraws a second are smooth enough and leave the phone's CPU for the map. */
const FRAME_MS = 33;

/**
 * The clock. Playing, the time shown is `anchorT` plus the wall time since `anchorWall` times
 * the rate; paused, it is `pausedT` (null: never started, the whole line shows). It belongs to
 * one history (`of`): another range starts afresh.
 */
interface Clock {
  of: readonly Sample[];
  playing: boolean;
  rate: PlaybackRate;
  pausedT: number | null;
  anchorT: number;
  anchorWall: number;
  wall: number;
}

const fresh = (of: readonly Sample[]): Clock => ({
  of,
  playing: false,
  rate: 16,
  pausedT: null,
  anchorT: 0,
  anchorWall: 0,
  wall: 0,
});

const timeOf = (c: Clock, end: number) =>
  c.playing ? Math.min(end, c.anchorT + (c.wall - c.anchorWall) * c.rate) : c.pausedT;

/** The clock of this history: one kept for another history starts afresh. */
const mine = (c: Clock, of: readonly Sample[]) => (c.of === of ? c : fresh(of));

const playFrom = (c: Clock, t: number): Clock => {
  const now = performance.now();
  return { ...c, playing: true, anchorT: t, anchorWall: now, wall: now };
};

/**
 * Replays the loaded history by real time: at 4×, a minute of driving takes 15 seconds, however
 * many positions it has.
 */
export function usePlayback(positions: readonly PositionValue[] | undefined) {
  const samples = useMemo(() => toSamples(positions ?? []), [positions]);
  const start = samples[0]?.t ?? 0;
  const end = samples.at(-1)?.t ?? 0;
  const [stored, setClock] = useState<Clock>(() => fresh(samples));
  const clock = stored.of === samples ? stored : fresh(samples);
  const t = timeOf(clock, end);

  useEffect(() => {
    if (!clock.playing) return;
    const timer = setInterval(() => {
      const now = performance.now();
      setClock((prev) => {
        const c = mine(prev, samples);
        const next = { ...c, wall: now };
        const at = timeOf(next, end) ?? end;
        return at >= end ? { ...c, playing: false, pausedT: end } : next;
      });
    }, FRAME_MS);
    return () => clearInterval(timer);
  }, [clock.playing, samples, end]);

  const toggle = () =>
    setClock((prev) => {
      const c = mine(prev, samples);
      const now = timeOf(c, end);
      if (c.playing) return { ...c, playing: false, pausedT: now };
      // Never played, or played to the end: a new play starts from the beginning.
      return playFrom(c, now === null || now >= end ? start : now);
    });

  const seek = (to: number) => {
    const at = Math.min(end, Math.max(start, to));
    setClock((prev) => {
      const c = mine(prev, samples);
      return c.playing ? playFrom(c, at) : { ...c, pausedT: at };
    });
  };

  const setRate = (rate: PlaybackRate) =>
    setClock((prev) => {
      const c = mine(prev, samples);
      return c.playing ? { ...playFrom(c, timeOf(c, end) ?? start), rate } : { ...c, rate };
    });

  const point = t === null ? null : sampleAt(samples, t);
  return {
    samples,
    start,
    end,
    t,
    point,
    playing: clock.playing,
    rate: clock.rate,
    setRate,
    toggle,
    seek,
  };
}

export type Playback = ReturnType<typeof usePlayback>;
