import { useEffect } from 'react';
import { useDrawing, useOlMap, type DrawControls, type DrawOptions } from '../../../map';

/**
 * Drawing on the enclosing map, with its controls handed to the form around the map (the buttons
 * live outside the map's context).
 */
export function DrawBridge({
  onControls,
  ...options
}: DrawOptions & { onControls: (controls: DrawControls) => void }) {
  const controls = useDrawing(useOlMap(), options);
  useEffect(() => onControls(controls), [controls, onControls]);
  return null;
}
