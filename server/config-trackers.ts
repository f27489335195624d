import { z } from 'zod';

// The TCP listeners of hardware trackers (server/modules/trackers) and the bounds on what one
// connection may hold: the protocols have no authentication, so anyone can connect.

export interface TrackerLimits {
  /** TRACKER_MAX_FRAME_BYTES: the largest packet taken; larger closes the connection (16 KiB). */
  maxFrameBytes: number;
  /** TRACKER_FRAME_TIMEOUT_SECONDS: a packet begun (or the login) must be complete within (30). */
  frameTimeoutMs: number;
  /** TRACKER_IDLE_TIMEOUT_SECONDS: a connection silent this long is closed (600). */
  idleTimeoutMs: number;
  /** TRACKER_CONNECTIONS_PER_ADDRESS: open connections from one address, per listener (1000). */
  connectionsPerAddress: number;
  /** TRACKER_MAX_CONNECTIONS: open connections per listener (20000). */
  maxConnections: number;
}

export interface TrackersConfig {
  /** TELTONIKA_PORT: Teltonika Codec 8 / 8 Extended over TCP; null (unset) = off. */
  teltonikaPort: number | null;
  /** GT06_PORT: Concox GT06 over TCP; null (unset) = off. */
  gt06Port: number | null;
  limits: TrackerLimits;
}

/**
 * The largest TRACKER_MAX_FRAME_BYTES allowed: decoding the costliest packet of this size takes
 * a few milliseconds of CPU (tests/bench/trackers.ts); one of 1 MiB took 60–120 ms, over the
 * 100 ms an event loop may be held.
 */
export const TRACKER_FRAME_BYTES_CEILING = 65_536;

const port = z.coerce.number().int().min(0).max(65535);
const count = (max: number) => z.coerce.number().int().min(1).max(max);

export const trackersEnv = {
  TELTONIKA_PORT: port.optional(),
  GT06_PORT: port.optional(),
  // A Teltonika AVL packet is at most 1280 bytes on FMB devices; GT06 frames are smaller still.
  TRACKER_MAX_FRAME_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(TRACKER_FRAME_BYTES_CEILING)
    .default(16_384),
  TRACKER_FRAME_TIMEOUT_SECONDS: count(3600).default(30),
  // GT06 trackers send a status packet every few minutes; Teltonika ones keep the link open.
  TRACKER_IDLE_TIMEOUT_SECONDS: count(86_400).default(600),
  // Trackers on a mobile network often share a carrier's NAT address.
  TRACKER_CONNECTIONS_PER_ADDRESS: count(1_000_000).default(1000),
  TRACKER_MAX_CONNECTIONS: count(1_000_000).default(20_000),
};
type TrackersEnv = z.infer<z.ZodObject<typeof trackersEnv>>;

export const trackersConfigOf = (e: TrackersEnv): TrackersConfig => ({
  teltonikaPort: e.TELTONIKA_PORT ?? null,
  gt06Port: e.GT06_PORT ?? null,
  limits: {
    maxFrameBytes: e.TRACKER_MAX_FRAME_BYTES,
    frameTimeoutMs: e.TRACKER_FRAME_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: e.TRACKER_IDLE_TIMEOUT_SECONDS * 1000,
    connectionsPerAddress: e.TRACKER_CONNECTIONS_PER_ADDRESS,
    maxConnections: e.TRACKER_MAX_CONNECTIONS,
  },
});
