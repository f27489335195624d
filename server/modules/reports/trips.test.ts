import { describe, expect, it } from 'vitest';
import { splitTrips, type TimedPoint } from './trips.ts';

// Scripted tracks around Damascus: a minute is 60 000 ms; 0.01° of latitude is about 1.1 km.
const MIN = 60_000;
const DAY = Date.parse('2026-11-20T00:00:00Z');
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return DAY + (h! * 60 + m!) * MIN;
};
const A = { lat: 33.5, lon: 36.3 };
const B = { lat: 33.59, lon: 36.3 }; // 10 km north of A

/** Parked at `place` from..to, a report every `everyMin`, with GPS noise (±20 m, 0–7 km/h). */
function parked(place: typeof A, from: string, to: string, everyMin = 1): TimedPoint[] {
  const points: TimedPoint[] = [];
  for (let t = at(from), k = 0; t <= at(to); t += everyMin * MIN, k++) {
    const wobble = ((k * 7919) % 41) / 41 - 0.5; // deterministic noise in [-0.5, 0.5)
    points.push({
      time: new Date(t),
      lat: place.lat + wobble * 0.0004,
      lon: place.lon - wobble * 0.0004,
      // Parked trackers report speed noise, now and then above walking pace.
      speed: k % 9 === 4 ? 7 : Math.abs(wobble) * 6,
    });
  }
  return points;
}

/** Driving in a straight line from..to at a steady pace, a report every 30 s. */
function drive(a: typeof A, b: typeof A, from: string, to: string, speed = 30): TimedPoint[] {
  const points: TimedPoint[] = [];
  const steps = Math.round((at(to) - at(from)) / 30_000);
  for (let s = 1; s < steps; s++) {
    const f = s / steps;
    points.push({
      time: new Date(at(from) + s * 30_000),
      lat: a.lat + (b.lat - a.lat) * f,
      lon: a.lon + (b.lon - a.lon) * f,
      speed,
    });
  }
  return points;
}

const hm = (d: Date) => d.toISOString().slice(11, 16);
const FIVE_MIN = 5 * MIN;

describe('trips and stops of a scripted day', () => {
  it('parked, to B, a long stop with the tracker asleep, back to A, parked still', () => {
    const day = [
      ...parked(A, '08:00', '09:00'),
      ...drive(A, B, '09:00', '09:20'),
      // The tracker sleeps while parked: one report on arrival, the next on waking up.
      ...parked(B, '09:20', '09:20'),
      ...parked(B, '11:58', '11:58'),
      ...drive(B, A, '11:58', '12:20', 40),
      ...parked(A, '12:20', '13:00'),
    ];
    const { trips, stops } = splitTrips(day, FIVE_MIN);
    expect(stops.map((s) => [hm(s.start), hm(s.end), s.ongoing])).toEqual([
      ['08:00', '09:00', false],
      ['09:20', '11:58', false],
      ['12:20', '13:00', true],
    ]);
    expect(trips.map((t) => [hm(t.start.time), hm(t.end.time), t.maxSpeed])).toEqual([
      ['09:00', '09:20', 30],
      ['11:58', '12:20', 40],
    ]);
    for (const trip of trips) expect(trip.distanceKm).toBeCloseTo(10, 0);
    expect(stops[1]).toMatchObject({
      lat: expect.closeTo(B.lat, 3),
      lon: expect.closeTo(B.lon, 3),
    });
  });

  it('a halt shorter than the setting stays inside the trip; a longer one splits it', () => {
    const mid = { lat: 33.545, lon: 36.3 };
    const withHalt = (haltEnd: string, driveOn: string) => [
      ...parked(A, '08:00', '08:30'),
      ...drive(A, mid, '08:30', '08:40'),
      ...parked(mid, '08:40', haltEnd),
      ...drive(mid, B, driveOn, '09:00'),
      ...parked(B, '09:00', '09:30'),
    ];
    const short = splitTrips(withHalt('08:44', '08:45'), FIVE_MIN);
    expect(short.trips.map((t) => [hm(t.start.time), hm(t.end.time)])).toEqual([
      ['08:30', '09:00'],
    ]);
    const long = splitTrips(withHalt('08:47', '08:48'), FIVE_MIN);
    expect(long.trips.map((t) => [hm(t.start.time), hm(t.end.time)])).toEqual([
      ['08:30', '08:40'],
      ['08:47', '09:00'],
    ]);
    expect(long.stops.map((s) => [hm(s.start), hm(s.end)])).toContainEqual(['08:40', '08:47']);
    // A longer setting keeps that halt inside the trip again.
    expect(splitTrips(withHalt('08:47', '08:48'), 10 * MIN).trips).toHaveLength(1);
  });

  it('a signal lost while driving does not cut the trip', () => {
    const road = drive(A, B, '09:00', '09:20');
    const withGap = road.filter(
      (p) => p.time.getTime() < at('09:05') || p.time.getTime() > at('09:15'),
    );
    const { trips, stops } = splitTrips(
      [...parked(A, '08:00', '09:00'), ...withGap, ...parked(B, '09:20', '10:00')],
      FIVE_MIN,
    );
    expect(trips.map((t) => [hm(t.start.time), hm(t.end.time)])).toEqual([['09:00', '09:20']]);
    expect(trips[0]!.distanceKm).toBeCloseTo(10, 0);
    expect(stops).toHaveLength(2);
  });

  it('a day parked with GPS jitter and speed spikes is one stop and no trip', () => {
    const { trips, stops } = splitTrips(parked(A, '00:00', '23:59'), FIVE_MIN);
    expect(trips).toEqual([]);
    expect(stops.map((s) => [hm(s.start), hm(s.end), s.ongoing])).toEqual([
      ['00:00', '23:59', true],
    ]);
  });

  it('a range starting mid-trip starts with that trip; nothing at all gives nothing', () => {
    const { trips, stops } = splitTrips(
      [...drive(A, B, '09:00', '09:20'), ...parked(B, '09:20', '09:40')],
      FIVE_MIN,
    );
    expect(trips.map((t) => hm(t.start.time))).toEqual(['09:00']);
    expect(stops.map((s) => [hm(s.start), s.ongoing])).toEqual([['09:20', true]]);
    expect(splitTrips([], FIVE_MIN)).toEqual({ trips: [], stops: [] });
  });
});
