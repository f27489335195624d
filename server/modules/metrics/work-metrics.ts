import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { AlertEngine } from '../alert-engine/engine.ts';
import type { IngestProtocol, Refusal } from '../ingest/service.ts';
import type { Fix } from '../ingest/writer.ts';

/** What the ingest stores: how many positions, and how long after their time they were durable. */
export function ingestMetrics(registry: Registry) {
  const stored = new Counter({
    name: 'gotrack_ingest_positions_total',
    help: 'Positions the ingest stored (devices and the demo simulator).',
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'gotrack_ingest_lag_seconds',
    help: "From a position's own time to its being stored: the device's delay and the server's.",
    buckets: [0.5, 1, 2, 5, 10, 30, 60, 300, 900, 3600],
    registers: [registry],
  });
  return (fixes: readonly Fix[]) => {
    stored.inc(fixes.length);
    const now = Date.now();
    // A clock a little ahead is stored at its arrival time: no negative lag.
    for (const f of fixes) lag.observe(Math.max(0, now - f.time.getTime()) / 1000);
  };
}

/** Positions the ingest refused, by protocol and reason (an unknown device, a wrong key). */
export function ingestRefusalMetrics(registry: Registry) {
  const refused = new Counter({
    name: 'gotrack_ingest_refused_positions_total',
    help: 'Positions the ingest refused: from an unknown device, or with a wrong device key.',
    labelNames: ['protocol', 'reason'],
    registers: [registry],
  });
  return (reason: Refusal, protocol: IngestProtocol) =>
    refused.inc({ protocol, reason: reason.replaceAll(' ', '_') });
}

/** How far the alert engine is behind the ingest. */
export function alertEngineMetrics(registry: Registry) {
  let engine: AlertEngine | null = null;
  const since = (at: number | null) => (at === null ? 0 : (performance.now() - at) / 1000);
  new Gauge({
    name: 'gotrack_alert_engine_queued_positions',
    help: 'Positions stored and not yet evaluated against the alert definitions.',
    registers: [registry],
    collect() {
      if (engine) this.set(engine.stats().waiting);
    },
  });
  new Gauge({
    name: 'gotrack_alert_engine_lag_seconds',
    help: 'How long the oldest position not yet evaluated has waited (0: none waits).',
    registers: [registry],
    collect() {
      if (engine) this.set(since(engine.stats().oldestAt));
    },
  });
  const evaluated = new Counter({
    name: 'gotrack_alert_engine_evaluated_positions_total',
    help: 'Positions the alert engine evaluated.',
    registers: [registry],
  });
  const delay = new Histogram({
    name: 'gotrack_alert_engine_delay_seconds',
    help: 'From storing the oldest position of an evaluation run to the end of the run.',
    buckets: [0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
    registers: [registry],
  });
  return {
    watch(watched: AlertEngine) {
      engine = watched;
    },
    evaluated(positions: number, delayMs: number) {
      evaluated.inc(positions);
      delay.observe(delayMs / 1000);
    },
  };
}
