import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { observedItemLabel } from './vehicle-label';

// A stand-in translation: Arabic for the two words the sub-class is made of.
const arabic: Record<string, string> = { Damascus: 'دمشق', Private: 'خاص' };
const translate = (d: MessageDescriptor) => arabic[d.message ?? ''] ?? d.message ?? '';

describe('observedItemLabel', () => {
  it('translates the sub-class of an assigned vehicle and keeps its serial', () => {
    const item = {
      vehicleOrGroupId: 'v',
      type: 'Vehicle' as const,
      name: '501000 - Damascus Private',
    };
    expect(observedItemLabel(item, translate)).toBe('501000 - دمشق خاص');
  });

  it('keeps group names and names it cannot read as they are', () => {
    const groupItem = {
      vehicleOrGroupId: 'g',
      type: 'VehicleGroup' as const,
      name: 'Damascus - Private',
    };
    expect(observedItemLabel(groupItem, translate)).toBe('Damascus - Private');
    const odd = { vehicleOrGroupId: 'v', type: 'Vehicle' as const, name: 'Truck 7' };
    expect(observedItemLabel(odd, translate)).toBe('Truck 7');
  });
});
