import { useRef, useState } from 'react';
import { nearLine } from '../../../api/contract/routes.ts';
import { distinctPoints } from '../../../api/contract/geometry.ts';
import type { DrawControls, LonLat } from '../../../map';
import { drawMessages, useDrawMessage } from './draw-messages';
import { toRoutePoint } from './points';

export interface DraftStop {
  id: string;
  name: string;
  /** '#RRGGBB'. */
  color: string;
  point: LonLat;
}

export type DraftStep = 'line' | 'stops';

const isNear = (point: LonLat, line: readonly LonLat[]) =>
  nearLine(toRoutePoint(point), line.map(toRoutePoint));

/**
 * A new route being drawn (spec part 2 §5 "Stop point on a new route"): its line, then stop
 * points within 30 m of it, each named before it is kept. A tap that breaks a rule keeps nothing
 * and says why.
 */
export function useRouteDraft() {
  const [step, setStep] = useState<DraftStep>('line');
  const [line, setLine] = useState<LonLat[]>([]);
  // Read right after `finish()`, whose line arrives before React renders it.
  const lineRef = useRef<LonLat[]>([]);
  const [sketch, setSketch] = useState(0);
  const [stops, setStops] = useState<DraftStop[]>([]);
  const [placing, setPlacing] = useState<LonLat | null>(null);
  const { said, say, clear } = useDrawMessage();
  const lineReady = distinctPoints(line) >= 2;

  const onLine = (points: LonLat[]) => {
    lineRef.current = points;
    setLine(points);
    if (distinctPoints(points) < 2) return;
    // A moved vertex can leave stop points behind: they go, as a far tap would.
    const kept = stops.filter((s) => isNear(s.point, points));
    if (kept.length === stops.length) return;
    setStops(kept);
    say(drawMessages.stopPointTooFar());
  };

  const onStopTap = ([point]: LonLat[]) => {
    if (!point) return;
    if (distinctPoints(lineRef.current) < 2) return say(drawMessages.lineTooShort());
    if (!isNear(point, lineRef.current)) return say(drawMessages.stopPointTooFar());
    clear();
    setPlacing(point);
  };

  const startStops = (controls: DrawControls | null) => {
    // A line still being drawn counts once it is finished.
    if (sketch >= 2) controls?.finish();
    if (distinctPoints(lineRef.current) < 2) return say(drawMessages.lineTooShort());
    clear();
    setStep('stops');
  };

  const restart = (controls: DrawControls | null) => {
    controls?.clear();
    lineRef.current = [];
    setLine([]);
    setStops([]);
    setStep('line');
    clear();
  };

  const keepStop = (name: string, color: string) => {
    if (!placing) return;
    const stop = { id: crypto.randomUUID(), name, color, point: placing };
    setStops((current) => [...current, stop]);
    setPlacing(null);
  };

  return {
    step,
    drawLine: () => setStep('line'),
    startStops,
    restart,
    line,
    lineReady,
    onLine,
    sketch,
    onSketch: setSketch,
    stops,
    placing,
    onStopTap,
    keepStop,
    dropPlacing: () => setPlacing(null),
    removeStop: (id: string) => setStops((current) => current.filter((s) => s.id !== id)),
    said,
  };
}

export type RouteDraft = ReturnType<typeof useRouteDraft>;
