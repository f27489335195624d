import type { Session, SessionContext, TrackerProtocol } from '../session.ts';
import { teltonikaAttributes } from './attributes.ts';
import { decodeAvlPacket, decodeImei, teltonikaFrameLength, type AvlRecord } from './decode.ts';
import { imeiReply, recordCountAck } from './encode.ts';

const positionOf = (r: AvlRecord) => ({
  timeMs: r.timeMs,
  lat: r.lat,
  lon: r.lon,
  speedKmh: r.speedKmh,
  bearing: r.angle,
  altitude: r.altitude,
  attributes: teltonikaAttributes(r),
});

/**
 * IMEI first (answered 0x01, or 0x00 and closed), then AVL packets, each acknowledged with its
 * record count once all its positions are durable. Records not worth storing (fix.ts) are
 * counted too: sent again, they would be refused again.
 */
function teltonikaSession(ctx: SessionContext): Session {
  let imei: string | null = null;
  return {
    get identified() {
      return imei !== null;
    },
    async handle(frame) {
      if (imei === null) {
        const candidate = decodeImei(frame);
        if (!(await ctx.identify(candidate))) return { reply: imeiReply(false), close: true };
        imei = candidate;
        return { reply: imeiReply(true) };
      }
      const { records } = decodeAvlPacket(frame);
      if (!(await ctx.store(imei, records.map(positionOf)))) return { close: true };
      return { reply: recordCountAck(records.length) };
    },
  };
}

export const teltonika: TrackerProtocol = {
  name: 'teltonika',
  frameLength: teltonikaFrameLength,
  session: teltonikaSession,
};
