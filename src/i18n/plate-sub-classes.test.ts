import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { plateName } from './plate-sub-classes';

const marked = (d: MessageDescriptor) => `«${d.message ?? d.id}»`;

describe('plateName', () => {
  it('is "serial - sub-class" with the sub-class translated, or kept when unknown', () => {
    const v = { licensePlateSerial: '501000', licensePlateSubClass: 'Rif Dimashq Public' };
    expect(plateName(v, marked)).toBe('501000 - «Rif Dimashq» «Public»');
    expect(plateName({ ...v, licensePlateSubClass: 'Homs Taxi' }, marked)).toBe(
      '501000 - Homs Taxi',
    );
  });
});
