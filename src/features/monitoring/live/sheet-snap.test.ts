import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../api/contract/vehicles.ts';
import { matchesSearch, nearestSnap, stepSnap } from './sheet-snap';

const vehicle = (name: string, serial: string): Vehicle => ({
  id: '00000000-0000-4000-8000-000000000001',
  licensePlateSerial: serial,
  licensePlateSubClass: 'Private',
  colorHex: '#000000',
  consumptionRate: 8,
  trackingDeviceId: 'demo-001',
  name,
});

describe('vehicle sheet', () => {
  it('rests where a drag let go nearest: peek, half or full', () => {
    // An 800 px map: peek at 96 px, half at 360 px, full at 800 px.
    expect(nearestSnap(120, 96, 800)).toBe('peek');
    expect(nearestSnap(300, 96, 800)).toBe('half');
    expect(nearestSnap(500, 96, 800)).toBe('half');
    expect(nearestSnap(700, 96, 800)).toBe('full');
  });

  it('steps up and down with the arrow keys, never past either end', () => {
    expect(stepSnap('peek', 1)).toBe('half');
    expect(stepSnap('half', 1)).toBe('full');
    expect(stepSnap('full', 1)).toBe('full');
    expect(stepSnap('half', -1)).toBe('peek');
    expect(stepSnap('peek', -1)).toBe('peek');
  });

  it('finds a vehicle by plate, by the shown name, or by the stored sub-class', () => {
    const arabic = vehicle('501548 - خصوصي', '501548');
    expect(matchesSearch(arabic, '5015')).toBe(true);
    expect(matchesSearch(arabic, 'خصوصي')).toBe(true);
    expect(matchesSearch(arabic, 'private')).toBe(true);
    expect(matchesSearch(arabic, '  ')).toBe(true);
    expect(matchesSearch(arabic, '777')).toBe(false);
  });
});
