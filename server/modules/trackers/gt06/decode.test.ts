import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crcItu } from '../crc.ts';
import { FrameError } from '../frame-error.ts';
import { FrameBuffer } from '../framing.ts';
import { hex, mutated, onlyFrameErrors, randomBytes } from '../test-bytes.ts';
import { decodeGt06, gt06FrameLength, type Gt06Packet } from './decode.ts';
import { gt06Alarm, gt06Location, gt06Login, gt06Status } from './device.ts';
import { gt06Ack } from './encode.ts';

// Worked examples of Concox's "GPS Tracker Communication Protocol" documents, byte for byte:
// the GT06 one (login, 0x12 location, 0x16 alarm and the server's answers) and the later one for
// the JM/GT-series (login with model and time zone, 0x22 location, 0x13 status, 0x26 alarm).
const LOGIN = hex('78 78 0D 01 01 23 45 67 89 01 23 45 00 01 8C DD 0D 0A');
const LOGIN_ACK = hex('78 78 05 01 00 01 D9 DC 0D 0A');
const ALARM = hex(
  '78 78 25 16 0B 0B 0F 0E 24 1D CF 02 7A C8 87 0C 46 57 E6 00 14 02 09 01 CC 00 28 7D 00 1F 72 65 06 04 01 01 00 36 56 A4 0D 0A',
);
const ALARM_ACK = hex('78 78 05 16 00 36 95 70 0D 0A');
/**
 * The GT06 document's location example as printed; its check bytes (80 81) are not the CRC-ITU
 * of its content (73 77), while the login and alarm examples' are: a typo of the document.
 */
const LOCATION_AS_PRINTED = hex(
  '78 78 1F 12 0B 08 1D 11 2E 10 CC 02 7A C7 EB 0C 46 58 49 00 14 8F 01 CC 00 28 7D 00 1F B8 00 03 80 81 0D 0A',
);
const LOGIN_EXTENDED = hex('78 78 11 01 07 52 53 36 78 90 02 42 70 00 32 01 00 05 12 79 0D 0A');
const LOCATION_22 = hex(
  '78 78 22 22 0F 0C 1D 02 33 05 C9 02 7A C8 18 0C 46 58 60 00 14 00 01 CC 00 28 7D 00 1F 71 00 00 01 00 08 20 86 0D 0A',
);
const STATUS = hex('78 78 0A 13 40 04 04 00 01 00 0F DC EE 0D 0A');
const ALARM_26 = hex(
  '78 78 25 26 12 03 0C 06 38 16 C3 02 6C 10 54 0C 38 C9 70 01 44 03 09 01 CC 00 28 66 00 0E EE 0C 06 04 03 02 00 0D A2 DB 0D 0A',
);
const MAX = 16_384;

const ackOf = (p: Gt06Packet) => gt06Ack(p.protocol, p.serial, p.long);
const iso = (ms: number) => new Date(ms).toISOString();

describe('GT06 decoder, on the vendor examples', () => {
  it('reads the login (IMEI in BCD) and answers with its serial number', () => {
    expect(gt06FrameLength(LOGIN, false, MAX)).toBe(LOGIN.length);
    const login = decodeGt06(LOGIN);
    expect(login).toMatchObject({ kind: 'login', imei: '123456789012345', serial: 1 });
    expect(ackOf(login)).toEqual(LOGIN_ACK);
    expect(gt06Login('123456789012345', 1)).toEqual(LOGIN);
    // A login with the model code and time zone behind the IMEI.
    const extended = decodeGt06(LOGIN_EXTENDED);
    expect(extended).toMatchObject({ kind: 'login', imei: '752533678900242', serial: 5 });
    expect(ackOf(extended)).toEqual(hex('78 78 05 01 00 05 9F F8 0D 0A'));
  });

  it('decodes the alarm example: position, SOS, and the answer the document gives', () => {
    const alarm = decodeGt06(ALARM);
    expect(alarm).toMatchObject({ kind: 'alarm', serial: 0x36 });
    if (alarm.kind !== 'alarm') throw new Error(alarm.kind);
    expect(iso(alarm.gps.timeMs)).toBe('2011-11-15T14:36:29.000Z');
    expect(alarm.gps.lat).toBeCloseTo(0x027ac887 / 1_800_000, 9);
    expect(alarm.gps.lon).toBeCloseTo(0x0c4657e6 / 1_800_000, 9);
    expect(alarm.gps).toMatchObject({ speedKmh: 0, course: 2, satellites: 15, positioned: true });
    // Terminal information 0x65: SOS, ACC low; alarm byte 01: SOS.
    expect(alarm.attributes).toEqual({ ignition: false, alarm: 'sos' });
    expect(ackOf(alarm)).toEqual(ALARM_ACK);
  });

  it('decodes the location example once its misprinted CRC is corrected', () => {
    expect(() => decodeGt06(LOCATION_AS_PRINTED)).toThrow(/CRC/);
    const corrected = Buffer.from(LOCATION_AS_PRINTED);
    corrected.writeUInt16BE(0x7377, corrected.length - 4);
    const location = decodeGt06(corrected);
    if (location.kind !== 'location') throw new Error(location.kind);
    expect(iso(location.gps.timeMs)).toBe('2011-08-29T17:46:16.000Z');
    expect(location.gps.lat).toBeCloseTo(0x027ac7eb / 1_800_000, 9);
    expect(location.gps.lon).toBeCloseTo(0x0c465849 / 1_800_000, 9);
    // Course/status 0x148F: positioned, north, east, 143°.
    expect(location.gps).toMatchObject({ course: 143, satellites: 12, positioned: true });
    expect(location.attributes).toBeUndefined();
    expect(location.serial).toBe(3);
  });

  it('decodes the 0x22 location (ACC = ignition), the status and the 0x26 alarm examples', () => {
    const location = decodeGt06(LOCATION_22);
    if (location.kind !== 'location') throw new Error(location.kind);
    expect(iso(location.gps.timeMs)).toBe('2015-12-29T02:51:05.000Z');
    expect(location.gps).toMatchObject({ satellites: 9, course: 0, positioned: true });
    expect(location.attributes).toEqual({ ignition: false });
    const status = decodeGt06(STATUS);
    expect(status).toMatchObject({ kind: 'status', serial: 0x0f, attributes: { ignition: false } });
    // The status answer of the document, for serial 0x0100.
    expect(gt06Ack(0x13, 0x0100)).toEqual(hex('78 78 05 13 01 00 E1 A0 0D 0A'));
    const alarm = decodeGt06(ALARM_26);
    if (alarm.kind !== 'alarm') throw new Error(alarm.kind);
    // Course/status 0x4403: north, not positioned, 3°; a vibration alarm (not one we store).
    expect(alarm.gps).toMatchObject({ positioned: false, course: 3, speedKmh: 1 });
    expect(alarm.gps.lat).toBeGreaterThan(0);
    expect(alarm.attributes).toEqual({ ignition: false });
    expect(gt06Ack(0x26, 0x1c)).toEqual(hex('78 78 05 26 00 1C 9D 86 0D 0A'));
  });
});

describe('GT06 decoder, on bad input', () => {
  it('refuses a CRC that does not match, and wrong stop bytes', () => {
    const badCrc = Buffer.from(LOGIN);
    badCrc[15]! ^= 0x01;
    expect(() => decodeGt06(badCrc)).toThrow(/CRC/);
    const badContent = Buffer.from(ALARM);
    badContent[10]! ^= 0x10;
    expect(() => decodeGt06(badContent)).toThrow(/CRC/);
    const badStop = Buffer.from(LOGIN);
    badStop[LOGIN.length - 1] = 0x0b;
    expect(() => decodeGt06(badStop)).toThrow(/stop/);
  });

  it('waits for the rest of a truncated frame, and refuses one cut short', () => {
    for (let n = 0; n < ALARM.length; n++) {
      const prefix = ALARM.subarray(0, n);
      const length = gt06FrameLength(prefix, true, MAX);
      expect(length === null || length > n).toBe(true);
      expect(() => decodeGt06(prefix)).toThrow(FrameError);
    }
  });

  it('refuses other starts, short lengths, and frames over the limits', () => {
    expect(() => gt06FrameLength(hex('7879'), true, MAX)).toThrow(/start/);
    expect(() => gt06FrameLength(hex('00'), true, MAX)).toThrow(/start/);
    expect(() => gt06FrameLength(hex('787802'), true, MAX)).toThrow(/short/);
    // Before the login only a login-sized frame is taken; after it, up to the configured limit.
    expect(() => gt06FrameLength(hex('7979 0400'), false, MAX)).toThrow(/size limit/);
    expect(gt06FrameLength(hex('7979 0400'), true, MAX)).toBe(0x400 + 6);
    expect(() => gt06FrameLength(hex('7979 4000'), true, MAX)).toThrow(/size limit/);
  });

  it('refuses a terminal id that is not a BCD IMEI, even with a right CRC', () => {
    const login = Buffer.from(LOGIN);
    login[5] = 0x2a;
    login.writeUInt16BE(crcItu(login, 2, login.length - 4), login.length - 4);
    expect(() => decodeGt06(login)).toThrow(/IMEI/);
  });

  it('throws nothing but FrameError on random bytes and on mutated frames', () => {
    fc.assert(
      fc.property(randomBytes, fc.boolean(), (bytes, identified) => {
        onlyFrameErrors(() => gt06FrameLength(bytes, identified, MAX));
        onlyFrameErrors(() => decodeGt06(bytes));
      }),
      { numRuns: 2000 },
    );
    // With the CRC repaired after the mutation, the content parser itself is exercised.
    const repaired = (b: Buffer) => {
      if (b.length >= 6) b.writeUInt16BE(crcItu(b, 2, b.length - 4), b.length - 4);
      return b;
    };
    for (const frame of [LOGIN, ALARM, LOCATION_22, STATUS, ALARM_26]) {
      fc.assert(
        fc.property(mutated(frame), (b) => {
          onlyFrameErrors(() => decodeGt06(b));
          onlyFrameErrors(() => decodeGt06(repaired(Buffer.from(b))));
        }),
        { numRuns: 1000 },
      );
    }
  });
});

describe('GT06 framing of a TCP stream', () => {
  it('cuts the login and a location out of one chunk', () => {
    const frames = new FrameBuffer(gt06FrameLength, MAX);
    frames.push(Buffer.concat([LOGIN, LOCATION_22]));
    expect(frames.next(false)).toEqual(LOGIN);
    expect(frames.next(true)).toEqual(LOCATION_22);
    expect(frames.next(true)).toBeNull();
  });

  it('puts a frame split over three chunks back together', () => {
    const frames = new FrameBuffer(gt06FrameLength, MAX);
    frames.push(ALARM.subarray(0, 2));
    expect(frames.next(true)).toBeNull();
    frames.push(ALARM.subarray(2, 20));
    expect(frames.next(true)).toBeNull();
    frames.push(ALARM.subarray(20));
    expect(decodeGt06(frames.next(true)!)).toMatchObject({ kind: 'alarm', serial: 0x36 });
  });
});

describe('GT06 tracker encoder (tests, simulator, load tests)', () => {
  it('makes frames the decoder reads back, in every hemisphere', () => {
    const time = new Date('2026-03-01T08:00:05Z');
    for (const [lat, lon] of [
      [33.5138, 36.2765],
      [-33.8688, 151.2093],
      [40.7128, -74.006],
      [-22.9068, -43.1729],
    ] as const) {
      const p = decodeGt06(gt06Location({ time, lat, lon, speedKmh: 61, course: 275 }, 9));
      if (p.kind !== 'location') throw new Error(p.kind);
      expect(p.gps.timeMs).toBe(time.getTime());
      expect(p.gps.lat).toBeCloseTo(lat, 5);
      expect(p.gps.lon).toBeCloseTo(lon, 5);
      expect(p.gps).toMatchObject({ speedKmh: 61, course: 275, positioned: true });
    }
    expect(decodeGt06(gt06Status({ ignition: true }, 10))).toMatchObject({
      kind: 'status',
      attributes: { ignition: true },
    });
    const powerCut = decodeGt06(
      gt06Alarm({ time, lat: 1, lon: 2, ignition: true, alarm: 'powerCut' }, 11),
    );
    expect(powerCut).toMatchObject({ attributes: { ignition: true, alarm: 'powerCut' } });
  });

  it('answers frames with the 2-byte length in the same form', () => {
    expect(gt06Ack(0x94, 0x0102, true)).toEqual(
      Buffer.concat([hex('7979 0005 94 0102'), hexCrc('0005 94 0102'), hex('0D0A')]),
    );
  });
});

function hexCrc(text: string): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(crcItu(hex(text)));
  return b;
}
