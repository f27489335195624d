import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { TrackerLimits } from '../../config-trackers.ts';
import type { TrackerDisconnect, TrackerMetrics } from '../metrics/tracker-metrics.ts';
import { FrameError } from './frame-error.ts';
import { FrameBuffer } from './framing.ts';
import type { SessionContext, TrackerProtocol } from './session.ts';

/** Answers a tracker that does not read pile up past this: it is not a tracker, or it is stuck. */
const MAX_UNSENT_BYTES = 64 * 1024;

export interface ConnectionDeps {
  protocol: TrackerProtocol;
  limits: TrackerLimits;
  log: FastifyBaseLogger;
  metrics: TrackerMetrics;
}

export interface Connection {
  /** Closes at once, or right after the packet being stored is acknowledged. */
  shutdown(): void;
}

/**
 * Serves one tracker's socket: frames are handled one at a time with the socket paused, so a
 * packet is acknowledged (after its positions are durable) before the next is read, and no
 * connection buffers more than one frame. A malformed frame closes this connection only.
 */
export function serveConnection(
  socket: Socket,
  deps: ConnectionDeps,
  ctx: SessionContext,
): Connection {
  const { protocol, limits, log, metrics } = deps;
  const frames = new FrameBuffer(protocol.frameLength, limits.maxFrameBytes);
  const session = protocol.session(ctx);
  let busy = false;
  let closing = false;
  let deadline: NodeJS.Timeout | null = null;

  const clearDeadline = () => {
    if (deadline) clearTimeout(deadline);
    deadline = null;
  };
  const drop = (reason: TrackerDisconnect) => {
    clearDeadline();
    if (socket.destroyed) return;
    metrics.disconnected(protocol.name, reason);
    socket.destroy();
  };
  // The clock runs until the tracker identified itself, and while a frame is incomplete.
  const watch = () => {
    if (session.identified && frames.pending === 0) clearDeadline();
    else deadline ??= setTimeout(() => drop('too slow'), limits.frameTimeoutMs);
  };

  async function pump(): Promise<void> {
    if (busy) return;
    busy = true;
    socket.pause();
    try {
      let frame = frames.next(session.identified);
      while (frame) {
        clearDeadline();
        const outcome = await session.handle(frame);
        if (socket.destroyed) return;
        if (outcome.reply) socket.write(outcome.reply);
        if (outcome.close || closing) {
          socket.end(() => socket.destroy());
          return;
        }
        if (socket.writableLength > MAX_UNSENT_BYTES) return drop('not reading');
        frame = frames.next(session.identified);
      }
      watch();
      socket.resume();
    } catch (err) {
      if (!(err instanceof FrameError)) {
        // The database failed (looking the IMEI up, or storing): nothing was acknowledged.
        log.error({ err, protocol: protocol.name }, 'handling a tracker frame failed');
        return drop('server error');
      }
      const address = socket.remoteAddress;
      log.info(
        { protocol: protocol.name, address, reason: err.message },
        'malformed tracker frame',
      );
      drop('malformed');
    } finally {
      busy = false;
    }
  }

  socket.setNoDelay(true);
  socket.setTimeout(limits.idleTimeoutMs, () => drop('idle'));
  socket.on('error', (err) => log.debug({ err, protocol: protocol.name }, 'tracker socket error'));
  socket.on('close', clearDeadline);
  socket.on('data', (chunk: Buffer) => {
    frames.push(chunk);
    void pump();
  });
  watch();

  return {
    shutdown() {
      closing = true;
      clearDeadline();
      if (!busy) socket.destroy();
    },
  };
}
