import { SPEED } from '../../../api/contract/alerts.ts';

export type SpeedLevel = 'green' | 'orange' | 'red';

/** Spec part 2 §5: green below 120, orange from 120 to below 240, red from 240 up. */
export function speedLevel(speed: number): SpeedLevel {
  if (speed >= SPEED.redFrom) return 'red';
  if (speed >= SPEED.orangeFrom) return 'orange';
  return 'green';
}

/** One step (10 km/h) up or down, kept within 0–360 (§4 "Speed gauge steps by 10"). */
export function stepSpeed(speed: number, direction: 1 | -1): number {
  const next = Math.round(speed / SPEED.step) * SPEED.step + direction * SPEED.step;
  return Math.min(SPEED.max, Math.max(SPEED.min, next));
}
