import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { TripDto } from '../../api/contract/trip-reports.ts';
import { duration, summaryColumns, toSheet, tripColumns } from './columns';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const trip: TripDto = {
  startTime: '2026-11-24T09:20:00Z',
  endTime: '2026-11-24T10:35:00Z',
  startLatitude: 33.5,
  startLongitude: 36.3,
  endLatitude: 33.6,
  endLongitude: 36.3,
  distance: 12.345,
  durationSeconds: 4500,
  maxSpeed: 61.6,
  averageSpeed: 9.876,
};

describe('report columns', () => {
  it('says durations in hours and minutes', () => {
    expect(duration(4500, i18n)).toBe('1 h 15 min');
    expect(duration(420, i18n)).toBe('7 min');
  });

  it('makes typed cells: dates as dates, numbers as numbers, durations as fractions of a day', () => {
    const sheet = toSheet('Trips', tripColumns, [trip], i18n);
    expect(sheet.headers[3]).toBe('Distance (km)');
    const [row] = sheet.rows;
    expect(row![0]).toEqual(new Date(trip.startTime));
    expect(row![2]).toBeCloseTo(4500 / 86_400);
    expect(row!.slice(3)).toEqual([12.3, 62, 10]);
    expect(sheet.formats?.[2]).toBe('[h]:mm');
  });

  it('names the vehicles of the summary', () => {
    const columns = summaryColumns((id) => (id === 'v1' ? '501548 - Damascus Private' : id));
    const summary = {
      vehicleId: 'v1',
      distance: 3.04,
      drivingSeconds: 600,
      maxSpeed: 40,
      trips: 2,
    };
    expect(columns.map((c) => c.text(summary, i18n))).toEqual([
      '501548 - Damascus Private',
      '3 km',
      '10 min',
      '40 km/h',
      '2',
    ]);
  });
});
