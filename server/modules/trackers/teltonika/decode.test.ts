import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16Ibm } from '../crc.ts';
import { FrameError } from '../frame-error.ts';
import { FrameBuffer } from '../framing.ts';
import { hex, mutated, onlyFrameErrors, randomBytes } from '../test-bytes.ts';
import { teltonikaAttributes } from './attributes.ts';
import { decodeAvlPacket, decodeImei, teltonikaFrameLength } from './decode.ts';
import { avlPacket, CODEC_8E, imeiHandshake } from './device.ts';
import { imeiReply, recordCountAck } from './encode.ts';

// The worked examples of Teltonika's "Data Sending Protocols" (Codec 8 and Codec 8 Extended),
// byte for byte.
const IMEI_HANDSHAKE = hex('000F333536333037303432343431303133');
const CODEC8_EXAMPLE_1 = hex(
  '000000000000003608010000016B40D8EA30010000000000000000000000000000000105021503010101425E0F01F10000601A014E0000000000000000010000C7CF',
);
const CODEC8_EXAMPLE_2 = hex(
  '000000000000002808010000016B40D9AD80010000000000000000000000000000000103021503010101425E100000010000F22A',
);
const CODEC8_EXAMPLE_3 = hex(
  '000000000000004308020000016B40D57B480100000000000000000000000000000001010101000000000000016B40D5C198010000000000000000000000000000000101010101000000020000252C',
);
const CODEC8E_EXAMPLE = hex(
  '000000000000004A8E010000016B412CEE000100000000000000000000000000000000010005000100010100010011001D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A00000100002994',
);
const MAX = 16_384;

describe('Teltonika decoder, on the vendor examples', () => {
  it('reads the IMEI handshake and answers 01 to accept, 00 to refuse', () => {
    expect(teltonikaFrameLength(IMEI_HANDSHAKE, false, MAX)).toBe(17);
    expect(decodeImei(IMEI_HANDSHAKE)).toBe('356307042441013');
    expect(imeiHandshake('356307042441013')).toEqual(IMEI_HANDSHAKE);
    expect(imeiReply(true)).toEqual(hex('01'));
    expect(imeiReply(false)).toEqual(hex('00'));
  });

  it('decodes Codec 8 example 1: one record with 1, 2, 4 and 8-byte IO elements', () => {
    expect(teltonikaFrameLength(CODEC8_EXAMPLE_1, true, MAX)).toBe(CODEC8_EXAMPLE_1.length);
    const { codec, records } = decodeAvlPacket(CODEC8_EXAMPLE_1);
    expect(codec).toBe(0x08);
    expect(records).toHaveLength(1);
    const [r] = records;
    expect(new Date(r!.timeMs).toISOString()).toBe('2019-06-10T10:04:46.000Z');
    expect(r).toMatchObject({ priority: 1, lat: 0, lon: 0, satellites: 0, eventId: 1 });
    expect([...r!.io]).toEqual([
      [0x15, 3],
      [0x01, 1],
      [0x42, 0x5e0f],
      [0xf1, 0x601a],
      [0x4e, 0n],
    ]);
    // IO 66 is the external voltage in millivolts.
    expect(teltonikaAttributes(r!)).toEqual({ powerV: 24.079 });
    expect(recordCountAck(records.length)).toEqual(hex('00000001'));
  });

  it('decodes Codec 8 examples 2 and 3 (two records: acknowledged 00000002)', () => {
    const [one] = decodeAvlPacket(CODEC8_EXAMPLE_2).records;
    expect(new Date(one!.timeMs).toISOString()).toBe('2019-06-10T10:05:36.000Z');
    expect(one!.io.get(0x42)).toBe(0x5e10);
    const { records } = decodeAvlPacket(CODEC8_EXAMPLE_3);
    expect(records.map((r) => new Date(r.timeMs).toISOString())).toEqual([
      '2019-06-10T10:01:01.000Z',
      '2019-06-10T10:01:19.000Z',
    ]);
    expect(records.map((r) => r.io.get(1))).toEqual([0, 1]);
    expect(recordCountAck(records.length)).toEqual(hex('00000002'));
  });

  it('decodes the Codec 8 Extended example: 2-byte ids and counts, odometer from IO 16', () => {
    const { codec, records } = decodeAvlPacket(CODEC8E_EXAMPLE);
    expect(codec).toBe(0x8e);
    const [r] = records;
    expect(new Date(r!.timeMs).toISOString()).toBe('2019-06-10T11:36:32.000Z');
    expect([...r!.io]).toEqual([
      [0x0001, 1],
      [0x0011, 0x1d],
      [0x0010, 0x015e2c88],
      [0x000b, 0x3544c87an],
      [0x000e, 0x1dd7e06an],
    ]);
    expect(teltonikaAttributes(r!)).toEqual({ odometerM: 22_949_000 });
  });
});

describe('Teltonika decoder, on bad input', () => {
  it('refuses a CRC that does not match, in the CRC or in the data', () => {
    const badCrc = Buffer.from(CODEC8_EXAMPLE_1);
    badCrc[badCrc.length - 1]! ^= 0x01;
    expect(() => decodeAvlPacket(badCrc)).toThrow(/CRC/);
    const badData = Buffer.from(CODEC8_EXAMPLE_1);
    badData[30]! ^= 0x40;
    expect(() => decodeAvlPacket(badData)).toThrow(FrameError);
  });

  it('waits for the rest of a truncated frame, and refuses one cut short', () => {
    for (let n = 0; n < CODEC8_EXAMPLE_1.length; n++) {
      const prefix = CODEC8_EXAMPLE_1.subarray(0, n);
      const length = teltonikaFrameLength(prefix, true, MAX);
      expect(length === null || length > n).toBe(true);
      expect(() => decodeAvlPacket(prefix)).toThrow(FrameError);
    }
    expect(teltonikaFrameLength(IMEI_HANDSHAKE.subarray(0, 1), false, MAX)).toBeNull();
  });

  it('refuses what is not a handshake or a packet, and packets over the size limit', () => {
    expect(() => teltonikaFrameLength(hex('0100'), false, MAX)).toThrow(/IMEI/);
    expect(() => decodeImei(imeiHandshake('35630704244101X'))).toThrow(/IMEI/);
    expect(() => teltonikaFrameLength(hex('0000000100000010'), true, MAX)).toThrow(/preamble/);
    expect(() => teltonikaFrameLength(CODEC8_EXAMPLE_1, true, 40)).toThrow(/size limit/);
  });

  it('refuses other codecs and record counts that disagree, even with a right CRC', () => {
    const withCrc = (body: Buffer) => {
      const b = Buffer.alloc(12 + body.length);
      b.writeUInt32BE(body.length, 4);
      body.copy(b, 8);
      b.writeUInt32BE(crc16Ibm(body), 8 + body.length);
      return b;
    };
    const body = CODEC8_EXAMPLE_2.subarray(8, CODEC8_EXAMPLE_2.length - 4);
    const codec16 = Buffer.from(body);
    codec16[0] = 0x10;
    expect(() => decodeAvlPacket(withCrc(codec16))).toThrow(/codec/);
    const counts = Buffer.from(body);
    counts[counts.length - 1] = 2;
    expect(() => decodeAvlPacket(withCrc(counts))).toThrow(/counts/);
  });

  it('throws nothing but FrameError on random bytes and on mutated packets', () => {
    fc.assert(
      fc.property(randomBytes, fc.boolean(), (bytes, identified) => {
        onlyFrameErrors(() => teltonikaFrameLength(bytes, identified, MAX));
        onlyFrameErrors(() => decodeAvlPacket(bytes));
        onlyFrameErrors(() => decodeImei(bytes));
      }),
      { numRuns: 2000 },
    );
    // With the CRC repaired after the mutation, the record parser itself is exercised.
    const repaired = (b: Buffer) => {
      if (b.length >= 12) b.writeUInt32BE(crc16Ibm(b, 8, b.length - 4), b.length - 4);
      return b;
    };
    for (const frame of [CODEC8_EXAMPLE_1, CODEC8_EXAMPLE_3, CODEC8E_EXAMPLE]) {
      fc.assert(
        fc.property(mutated(frame), (b) => {
          onlyFrameErrors(() => decodeAvlPacket(b));
          onlyFrameErrors(() => decodeAvlPacket(repaired(Buffer.from(b))));
        }),
        { numRuns: 1000 },
      );
    }
  });
});

describe('Teltonika framing of a TCP stream', () => {
  it('cuts the handshake and two packets out of one chunk', () => {
    const frames = new FrameBuffer(teltonikaFrameLength, MAX);
    frames.push(Buffer.concat([IMEI_HANDSHAKE, CODEC8_EXAMPLE_1, CODEC8E_EXAMPLE]));
    expect(frames.next(false)).toEqual(IMEI_HANDSHAKE);
    expect(frames.next(true)).toEqual(CODEC8_EXAMPLE_1);
    expect(frames.next(true)).toEqual(CODEC8E_EXAMPLE);
    expect(frames.next(true)).toBeNull();
    expect(frames.pending).toBe(0);
  });

  it('puts a packet split over three chunks back together', () => {
    const frames = new FrameBuffer(teltonikaFrameLength, MAX);
    const p = CODEC8_EXAMPLE_3;
    frames.push(p.subarray(0, 5));
    expect(frames.next(true)).toBeNull();
    frames.push(p.subarray(5, 40));
    expect(frames.next(true)).toBeNull();
    frames.push(p.subarray(40));
    expect(decodeAvlPacket(frames.next(true)!).records).toHaveLength(2);
  });
});

describe('Teltonika tracker encoder (tests, simulator, load tests)', () => {
  it('makes packets the decoder reads back, Codec 8 Extended with variable-length IO too', () => {
    const time = new Date('2026-03-01T08:00:00Z');
    const packet = avlPacket(
      [
        {
          time,
          lat: 33.5138,
          lon: -36.2765,
          altitude: -12,
          angle: 270,
          speedKmh: 62,
          io: [
            { id: 239, size: 1, value: 1 },
            { id: 66, size: 2, value: 12_600 },
            { id: 16, size: 4, value: 123_456 },
            { id: 449, size: 4, value: 7200 },
            { id: 84, size: 2, value: 455 },
            { id: 78, size: 8, value: 5n },
          ],
          nx: [{ id: 385, value: hex('0102030405') }],
        },
      ],
      CODEC_8E,
    );
    const [r] = decodeAvlPacket(packet).records;
    expect(r).toMatchObject({ timeMs: time.getTime(), lat: 33.5138, lon: -36.2765 });
    expect(r).toMatchObject({ altitude: -12, angle: 270, speedKmh: 62 });
    expect(r!.io.get(385)).toEqual(hex('0102030405'));
    expect(teltonikaAttributes(r!)).toEqual({
      ignition: true,
      powerV: 12.6,
      odometerM: 123_456,
      engineHours: 2,
      fuelL: 45.5,
    });
  });

  it('tells the panic button and an unplugged power supply as alarms', () => {
    const time = new Date();
    const panic = avlPacket([{ time, lat: 1, lon: 1, priority: 2 }]);
    expect(teltonikaAttributes(decodeAvlPacket(panic).records[0]!)).toEqual({ alarm: 'sos' });
    const unplugged = avlPacket([{ time, lat: 1, lon: 1, io: [{ id: 252, size: 1, value: 1 }] }]);
    expect(teltonikaAttributes(decodeAvlPacket(unplugged).records[0]!)).toEqual({
      alarm: 'powerCut',
    });
    // The vehicle's own hour meter (minutes) wins over the tracker's ignition time; ids above
    // 255 exist in Codec 8 Extended only.
    const io = [
      { id: 102, size: 4, value: 90 },
      { id: 449, size: 4, value: 36_000 },
    ] as const;
    const hours = avlPacket([{ time, lat: 1, lon: 1, io: [...io] }], CODEC_8E);
    expect(teltonikaAttributes(decodeAvlPacket(hours).records[0]!)).toEqual({ engineHours: 1.5 });
  });
});
