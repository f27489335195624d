import { describe, expect, it } from 'vitest';
import { bearing, remember, statusOf, type Report, type StatusMemory } from './vehicle-status';

const T0 = Date.parse('2026-11-27T10:00:00Z');
const MIN = 60_000;
const at = (ms: number, speed: number, latitude = 33.5, longitude = 36.3): Report => ({
  time: new Date(ms).toISOString(),
  speed,
  latitude,
  longitude,
});

/** The memory after a series of polls, each seen at its own fix time. */
function polls(...reports: Report[]): StatusMemory | undefined {
  let memory: StatusMemory | undefined;
  for (const r of reports) memory = remember(memory, r, Date.parse(r.time));
  return memory;
}

describe('vehicle status', () => {
  it('is moving with a fresh report above speed 0', () => {
    expect(statusOf(polls(at(T0, 40)), T0 + 5_000)).toBe('moving');
  });

  it('is stopped from the first fix at speed 0, parked from 15 minutes on', () => {
    const memory = polls(at(T0, 40), at(T0 + MIN, 0), at(T0 + 2 * MIN, 0), at(T0 + 10 * MIN, 0));
    // Stopped for 10 minutes (since T0 + 1 min): still "stopped".
    expect(statusOf(memory, T0 + 11 * MIN)).toBe('stopped');
    expect(statusOf(memory, T0 + 16 * MIN)).toBe('parked');
  });

  it('takes the parked threshold from the settings', () => {
    const memory = polls(at(T0, 0));
    const thresholds = { parkedAfterMinutes: 5, noSignalAfterMinutes: 30 };
    expect(statusOf(memory, T0 + 4 * MIN, thresholds)).toBe('stopped');
    expect(statusOf(memory, T0 + 6 * MIN, thresholds)).toBe('parked');
  });

  it('counts a stop seen on the first poll from that fix', () => {
    const memory = remember(undefined, at(T0, 0), T0 + 20 * MIN);
    expect(statusOf(memory, T0 + 20 * MIN)).toBe('parked');
  });

  it('moves again as soon as the speed comes back', () => {
    const memory = polls(at(T0, 0), at(T0 + 20 * MIN, 0), at(T0 + 21 * MIN, 12));
    expect(memory?.stillSince).toBeNull();
    expect(statusOf(memory, T0 + 21 * MIN)).toBe('moving');
  });

  it('does not call a stale report above speed 0 moving', () => {
    const memory = polls(at(T0, 50));
    expect(statusOf(memory, T0 + 6 * MIN)).toBe('stopped');
    expect(statusOf(memory, T0 + 16 * MIN)).toBe('parked');
  });

  it('is no signal after 30 minutes without a report, whatever it said', () => {
    expect(statusOf(polls(at(T0, 40)), T0 + 30 * MIN)).toBe('noSignal');
    expect(statusOf(polls(at(T0, 0)), T0 + 45 * MIN)).toBe('noSignal');
    const short = { parkedAfterMinutes: 15, noSignalAfterMinutes: 10 };
    expect(statusOf(polls(at(T0, 0)), T0 + 10 * MIN, short)).toBe('noSignal');
  });

  it('has no status before a first report', () => {
    expect(statusOf(undefined, T0)).toBeUndefined();
  });

  it('turns the heading toward the last move, keeping it through GPS noise', () => {
    const memory = polls(at(T0, 40, 33.5, 36.3), at(T0 + 5_000, 40, 33.5, 36.301));
    expect(memory?.heading).toBeCloseTo(90, 0);
    const jitter = remember(memory, at(T0 + 10_000, 40, 33.50001, 36.301), T0 + 10_000);
    expect(jitter.heading).toBeCloseTo(90, 0);
  });
});

describe('bearing', () => {
  it('points north, south and west', () => {
    expect(bearing(at(T0, 0, 33, 36), at(T0, 0, 33.01, 36))).toBeCloseTo(0, 3);
    expect(bearing(at(T0, 0, 33.01, 36), at(T0, 0, 33, 36))).toBeCloseTo(180, 3);
    expect(bearing(at(T0, 0, 33, 36.01), at(T0, 0, 33, 36))).toBeCloseTo(270, 0);
  });
});
