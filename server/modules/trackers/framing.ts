/**
 * Tells how long the frame at the start of `buf` is (null: more bytes needed) or throws
 * `FrameError`. Before the tracker identified itself only its handshake or login is awaited.
 */
export type FrameLength = (buf: Buffer, identified: boolean, maxBytes: number) => number | null;

/**
 * Cuts a TCP byte stream into frames: a chunk may hold several frames, and a frame may come in
 * several chunks. Holds at most one incomplete frame (at most `maxBytes`, checked as soon as
 * its header tells its length) and what came with the chunk that completed the last one.
 */
export class FrameBuffer {
  private buf: Buffer = Buffer.alloc(0);
  private readonly lengthOf: FrameLength;
  private readonly maxBytes: number;

  constructor(lengthOf: FrameLength, maxBytes: number) {
    this.lengthOf = lengthOf;
    this.maxBytes = maxBytes;
  }

  push(chunk: Buffer): void {
    this.buf = this.buf.length === 0 ? chunk : Buffer.concat([this.buf, chunk]);
  }

  /** The next complete frame, or null until it has all come; throws `FrameError`. */
  next(identified: boolean): Buffer | null {
    const length = this.lengthOf(this.buf, identified, this.maxBytes);
    if (length === null || this.buf.length < length) return null;
    const frame = this.buf.subarray(0, length);
    this.buf = this.buf.subarray(length);
    return frame;
  }

  /** Bytes of a frame begun and not complete (or not yet looked at). */
  get pending(): number {
    return this.buf.length;
  }
}
