import { Counter, Gauge, type Registry } from 'prom-client';

/** Why a tracker's connection was closed by the server (or never taken). */
export type TrackerDisconnect =
  'malformed' | 'too slow' | 'idle' | 'too many connections' | 'not reading' | 'server error';

/** TCP trackers (server/modules/trackers): connections, refusals and why connections ended. */
export function trackerMetrics(registry: Registry) {
  const connections = new Gauge({
    name: 'gotrack_tracker_connections',
    help: 'Open TCP connections of hardware trackers.',
    labelNames: ['protocol'],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'gotrack_tracker_refused_total',
    help: 'Trackers refused at login: an IMEI of no vehicle, or of a vehicle that requires a device key.',
    labelNames: ['protocol', 'reason'],
    registers: [registry],
  });
  const disconnects = new Counter({
    name: 'gotrack_tracker_disconnects_total',
    help: 'Tracker connections the server closed, by reason (malformed frame, too slow, idle…).',
    labelNames: ['protocol', 'reason'],
    registers: [registry],
  });
  return {
    connected: (protocol: string, delta: 1 | -1) => connections.inc({ protocol }, delta),
    refused: (protocol: string, reason: string) => refused.inc({ protocol, reason }),
    disconnected: (protocol: string, reason: TrackerDisconnect) =>
      disconnects.inc({ protocol, reason }),
  };
}
export type TrackerMetrics = ReturnType<typeof trackerMetrics>;
