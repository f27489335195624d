/**
 * The one error the tracker decoders throw: the bytes are not a frame of the protocol (wrong
 * start, bad length, failed checksum, truncated content). The listener closes that connection
 * only; anything else thrown from a decoder would be a bug.
 */
export class FrameError extends Error {
  override name = 'FrameError';
}
