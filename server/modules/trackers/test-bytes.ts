import fc from 'fast-check';
import { expect } from 'vitest';
import { FrameError } from './frame-error.ts';

// Helpers shared by the decoders' tests.

/** Bytes from a hex dump as vendors print them ("78 78 0D 01 …"). */
export const hex = (text: string): Buffer => Buffer.from(text.replace(/\s+/g, ''), 'hex');

/** Runs `decode`; anything thrown must be the decoders' own error. */
export function onlyFrameErrors(decode: () => unknown): void {
  try {
    decode();
  } catch (err) {
    expect(err).toBeInstanceOf(FrameError);
  }
}

/**
 * A valid frame changed at random: bytes overwritten, cut short, or bytes inserted. `fix`
 * may repair the checksum afterwards, so the parser behind it is fuzzed too.
 */
export function mutated(frame: Buffer): fc.Arbitrary<Buffer> {
  const at = fc.nat({ max: frame.length - 1 });
  const overwrite = fc
    .array(fc.tuple(at, fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 4 })
    .map((edits) => {
      const b = Buffer.from(frame);
      for (const [i, v] of edits) b[i] = v;
      return b;
    });
  const cut = at.map((n) => frame.subarray(0, n));
  const insert = fc
    .tuple(at, fc.uint8Array({ minLength: 1, maxLength: 8 }))
    .map(([i, extra]) => Buffer.concat([frame.subarray(0, i), extra, frame.subarray(i)]));
  return fc.oneof(overwrite, cut, insert);
}

export const randomBytes = fc.uint8Array({ maxLength: 400 }).map((a) => Buffer.from(a));
