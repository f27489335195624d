import { describe, expect, it } from 'vitest';
import { bearing, playedPath, sampleAt, toSamples } from './timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 8, minute)).toISOString();
const positions = [
  { time: at(2), latitude: 33.52, longitude: 36.3, speed: 0 },
  { time: at(0), latitude: 33.5, longitude: 36.3, speed: 0 },
  { time: at(1), latitude: 33.51, longitude: 36.3, speed: 40 },
  { time: at(3), latitude: 33.52, longitude: 36.31, speed: 30 },
];

describe('playback timeline', () => {
  const samples = toSamples(positions);

  it('orders positions by time', () => {
    expect(samples.map((s) => s.lat)).toEqual([33.5, 33.51, 33.52, 33.52]);
  });

  it('moves in a straight line between two positions, by the clock', () => {
    const half = sampleAt(samples, Date.parse(at(0)) + 30_000)!;
    expect(half.lat).toBeCloseTo(33.505, 6);
    expect(half.index).toBe(0);
    expect(half.heading).toBeCloseTo(0, 3); // north
    const end = sampleAt(samples, Date.parse(at(9)))!;
    expect([end.lat, end.lon, end.index]).toEqual([33.52, 36.31, 3]);
  });

  it('keeps the last heading while standing, and starts with none', () => {
    expect(sampleAt(toSamples([positions[1]!]), 0)!.heading).toBeNull();
    const east = sampleAt(samples, Date.parse(at(2)) + 30_000)!;
    expect(east.heading).toBeCloseTo(90, 0);
    expect(bearing({ lat: 33.5, lon: 36.3 }, { lat: 33.4, lon: 36.3 })).toBeCloseTo(180, 3);
  });

  it('draws the driven part up to the vehicle', () => {
    const now = sampleAt(samples, Date.parse(at(1)) + 30_000)!;
    expect(playedPath(samples, now)).toEqual([
      expect.objectContaining({ lat: 33.5 }),
      expect.objectContaining({ lat: 33.51 }),
      { lat: now.lat, lon: now.lon },
    ]);
  });
});
