import type { MarkerStatus } from './types';

// One colour per vehicle status, shared by the markers (canvas and WebGL), the legend and the
// list rows. Each is at least 3:1 against white and the light map background (WCAG 1.4.11); a
// white outline sets markers off darker tiles. Never the only cue: rows and the card also say
// the status in words, and moving markers are arrows.

/** The marker colour when no status is known (history, track): the brand blue. */
export const BRAND = '#0b5cad';

export const STATUS_COLORS: Record<MarkerStatus, string> = {
  moving: '#1b7d36',
  stopped: '#b85c00',
  parked: '#4f5d75',
  noSignal: '#c42b1c',
};

/** The statuses in a fixed order: the WebGL sprite's rows and the legend's entries. */
export const MARKER_STATUSES: readonly MarkerStatus[] = ['moving', 'stopped', 'parked', 'noSignal'];

export const markerColor = (status: MarkerStatus | undefined) =>
  status ? STATUS_COLORS[status] : BRAND;
