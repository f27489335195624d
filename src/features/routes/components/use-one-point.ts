import { useState } from 'react';
import { nearLine, type RoutePoint } from '../../../api/contract/routes.ts';
import type { LonLat } from '../../../map';
import { drawMessages, useDrawMessage } from './draw-messages';
import { toRoutePoint } from './points';

/**
 * The one stop point added to a saved route (spec part 2 §5 "Stop point on an existing route"):
 * within 30 m of its line, and only one — a second tap moves it and says so.
 */
export function useOnePoint(line: readonly RoutePoint[]) {
  const [point, setPoint] = useState<LonLat | null>(null);
  const { said, say, clear } = useDrawMessage();
  const onTap = ([tapped]: LonLat[]) => {
    if (!tapped) return;
    if (!nearLine(toRoutePoint(tapped), line)) return say(drawMessages.stopPointTooFar());
    if (point) say(drawMessages.onlyOnePoint());
    else clear();
    setPoint(tapped);
  };
  return { point, onTap, said };
}
