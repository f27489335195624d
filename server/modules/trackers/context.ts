import type { FastifyBaseLogger } from 'fastify';
import { loggableDeviceId } from '../ingest/routes.ts';
import type { Ingest, Refusal } from '../ingest/service.ts';
import type { TrackerMetrics } from '../metrics/tracker-metrics.ts';
import { trackerFix } from './fix.ts';
import type { SessionContext, TrackerProtocolName } from './session.ts';

const REFUSALS: Record<Refusal, string> = {
  'unknown device': 'tracker with an IMEI of no vehicle refused',
  'wrong device key':
    'tracker refused: its vehicle requires a device key, which TCP trackers cannot send',
};

/** What one connection's session may ask of the ingest, refusals counted and logged. */
export function sessionContext(deps: {
  protocol: TrackerProtocolName;
  ingest: Ingest;
  log: FastifyBaseLogger;
  metrics: TrackerMetrics;
  address: string;
}): SessionContext {
  const { protocol, ingest, log, metrics, address } = deps;
  const refuse = (deviceId: string, reason: Refusal) => {
    metrics.refused(protocol, reason);
    log.warn({ protocol, deviceId: loggableDeviceId(deviceId), address }, REFUSALS[reason]);
  };
  return {
    async identify(deviceId) {
      const refused = await ingest.identify(deviceId);
      if (refused) refuse(deviceId, refused);
      return refused === null;
    },
    async store(deviceId, positions) {
      const now = Date.now();
      const fixes = positions.flatMap((p) => trackerFix(deviceId, p, now) ?? []);
      // Submitted together, they are written in one batch: one commit, one acknowledgement.
      const results = await Promise.all(fixes.map((fix) => ingest.accept(fix, { protocol })));
      const refused = results.find((r) => r !== null);
      if (refused) refuse(deviceId, refused);
      return !refused;
    },
  };
}
