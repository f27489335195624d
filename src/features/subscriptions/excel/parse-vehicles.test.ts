import { describe, expect, it } from 'vitest';
import { TEMPLATE_EXAMPLE, TEMPLATE_HEADER } from './columns';
import { normaliseColor, parseVehicles } from './parse-vehicles';

const header = [...TEMPLATE_HEADER];

describe('parseVehicles', () => {
  it('reads the template example row', () => {
    const result = parseVehicles([header, [...TEMPLATE_EXAMPLE]]);
    expect(result).toEqual({
      ok: true,
      vehicles: [
        {
          licensePlateSubClass: 'Damascus Private',
          licensePlateSerial: '123456',
          color: '#1565C0',
          consumptionRate: 10,
          needsTrackingDevice: true,
        },
      ],
      trackers: 1,
      skipped: 0,
    });
  });

  it('finds the columns in any order, case and spacing, below a title row', () => {
    const shuffled = [header[4], header[2], ` ${header[0]!.toUpperCase()} `, header[3], header[1]];
    const result = parseVehicles([
      ['Our fleet'],
      shuffled,
      ['No', 'ff0000', 'Homs Public', 7.5, 42],
    ]);
    expect(result.ok && result.vehicles[0]).toEqual({
      licensePlateSubClass: 'Homs Public',
      licensePlateSerial: '42',
      color: '#FF0000',
      consumptionRate: 7.5,
      needsTrackingDevice: false,
    });
  });

  it('skips rows missing any column or with an unusable value, ignores blank rows', () => {
    const rows = [
      header,
      ['A', '1', '#000000', 5, 'yes'],
      ['', '2', '#000000', 5, 'yes'],
      ['A', '3', '', 5, 'no'],
      ['A', '4', 'blue', 5, 'no'],
      ['A', '5', '#000000', '', 'no'],
      ['A', '6', '#000000', 'fast', 'no'],
      ['A', '7', '#000000', 5],
      [],
      [null, undefined, ''],
      ['A', '8', '#000000', '6,5', 'YES'],
    ];
    const result = parseVehicles(rows);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.vehicles.map((v) => v.licensePlateSerial)).toEqual(['1', '8']);
    expect(result.vehicles[1]!.consumptionRate).toBe(6.5);
    expect(result.skipped).toBe(6);
  });

  it('treats yes in any case as true and anything else as false', () => {
    const rows = [
      header,
      ...['yes', 'YES', ' Yes ', 'no', 'NO', 'y', 'true'].map((v, i) => [
        'A',
        String(i),
        '#000000',
        1,
        v,
      ]),
    ];
    const result = parseVehicles(rows);
    expect(result.ok && result.vehicles.map((v) => v.needsTrackingDevice)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(result.ok && result.trackers).toBe(3);
  });

  it('reports the columns the sheet lacks', () => {
    expect(parseVehicles([header.slice(0, 3), ['A', '1', '#000000']])).toEqual({
      ok: false,
      error: 'missingColumns',
      missing: [header[3], header[4]],
    });
    expect(parseVehicles([])).toMatchObject({ ok: false, missing: header });
  });

  it('counts vehicles and trackers of a large sheet', () => {
    const rows = [
      header,
      ...Array.from({ length: 5000 }, (_, i) => [
        'A',
        String(i),
        '#123abc',
        9,
        i % 4 ? 'no' : 'yes',
      ]),
    ];
    const result = parseVehicles(rows);
    expect(result.ok && [result.vehicles.length, result.trackers]).toEqual([5000, 1250]);
  });
});

describe('normaliseColor', () => {
  it.each([
    ['#1565c0', '#1565C0'],
    ['1565c0', '#1565C0'],
    ['0xFF1565C0', '#1565C0'],
    ['#ff1565c0', '#1565C0'],
    [' #ABCDEF ', '#ABCDEF'],
    [123456, '#123456'],
  ])('%s → %s', (input, expected) => expect(normaliseColor(input)).toBe(expected));

  it.each(['', 'red', '#12345', '#1234567', null, undefined, true])('rejects %s', (input) =>
    expect(normaliseColor(input)).toBeNull(),
  );
});
