import { FrameError } from './frame-error.ts';

/**
 * Big-endian reads over a frame that throw `FrameError` instead of reading past its end, so a
 * length field that lies can never make a decoder read garbage or throw a RangeError.
 */
export class Reader {
  offset: number;
  private readonly buf: Buffer;
  private readonly end: number;

  constructor(buf: Buffer, start = 0, end = buf.length) {
    this.buf = buf;
    this.offset = start;
    this.end = end;
  }

  get remaining(): number {
    return this.end - this.offset;
  }

  private take(n: number, what: string): number {
    if (n < 0 || this.offset + n > this.end) throw new FrameError(`truncated ${what}`);
    const at = this.offset;
    this.offset += n;
    return at;
  }

  u8(what = 'byte'): number {
    return this.buf.readUInt8(this.take(1, what));
  }
  u16(what = 'field'): number {
    return this.buf.readUInt16BE(this.take(2, what));
  }
  i16(what = 'field'): number {
    return this.buf.readInt16BE(this.take(2, what));
  }
  u24(what = 'field'): number {
    return this.buf.readUIntBE(this.take(3, what), 3);
  }
  u32(what = 'field'): number {
    return this.buf.readUInt32BE(this.take(4, what));
  }
  i32(what = 'field'): number {
    return this.buf.readInt32BE(this.take(4, what));
  }
  u64(what = 'field'): bigint {
    return this.buf.readBigUInt64BE(this.take(8, what));
  }
  bytes(n: number, what = 'field'): Buffer {
    const at = this.take(n, what);
    return this.buf.subarray(at, at + n);
  }
}
