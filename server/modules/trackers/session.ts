import type { TrackerPosition } from './fix.ts';
import type { FrameLength } from './framing.ts';

export const TRACKER_PROTOCOLS = ['teltonika', 'gt06'] as const;
export type TrackerProtocolName = (typeof TRACKER_PROTOCOLS)[number];

/** What to do after a frame: the bytes to answer, and whether to close the connection then. */
export interface Outcome {
  reply?: Buffer;
  close?: boolean;
}

/** One connection's conversation; frames come one at a time, the next after the last settled. */
export interface Session {
  /** The tracker told its IMEI and it belongs to a vehicle. */
  readonly identified: boolean;
  /** Throws `FrameError` for bytes that are not the protocol's. */
  handle(frame: Buffer): Promise<Outcome>;
}

/** What a session may ask of the server. */
export interface SessionContext {
  /** Whether the device may report; a refusal is counted and logged. */
  identify(deviceId: string): Promise<boolean>;
  /**
   * Stores the positions worth storing (see fix.ts); true once every one is durable, false when
   * the device was refused meanwhile. Rejects when the database failed: nothing is acknowledged.
   */
  store(deviceId: string, positions: readonly TrackerPosition[]): Promise<boolean>;
}

export interface TrackerProtocol {
  name: TrackerProtocolName;
  frameLength: FrameLength;
  session(ctx: SessionContext): Session;
}
