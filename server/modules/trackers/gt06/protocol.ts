import { FrameError } from '../frame-error.ts';
import type { Session, SessionContext, TrackerProtocol } from '../session.ts';
import { decodeGt06, gt06FrameLength } from './decode.ts';
import { gt06Ack } from './encode.ts';

/**
 * Login first (an unknown IMEI is not answered: the connection closes), then every packet is
 * answered with its protocol number and serial — location and alarm packets once their
 * position is durable, the others at once.
 */
function gt06Session(ctx: SessionContext): Session {
  let imei: string | null = null;
  return {
    get identified() {
      return imei !== null;
    },
    async handle(frame) {
      const packet = decodeGt06(frame);
      const ack = gt06Ack(packet.protocol, packet.serial, packet.long);
      if (packet.kind === 'login') {
        if (!(await ctx.identify(packet.imei))) return { close: true };
        imei = packet.imei;
        return { reply: ack };
      }
      if (imei === null) throw new FrameError('GT06 packet before login');
      if (packet.kind === 'location' || packet.kind === 'alarm') {
        const { gps, attributes } = packet;
        const position = {
          timeMs: gps.timeMs,
          lat: gps.lat,
          lon: gps.lon,
          speedKmh: gps.speedKmh,
          bearing: gps.course,
          altitude: null,
          attributes,
        };
        if (!(await ctx.store(imei, [position]))) return { close: true };
      }
      return { reply: ack };
    },
  };
}

export const gt06: TrackerProtocol = {
  name: 'gt06',
  frameLength: gt06FrameLength,
  session: gt06Session,
};
