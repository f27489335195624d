import { describe, expect, it } from 'vitest';
import type { FeatureDto } from '../../../api/contract/features.ts';
import { changedFeatures, inputOf, isLocked, setToggle } from './feature-rules';

const toggle = (name: string, parentName: string | null = null): FeatureDto => ({
  name,
  displayName: name,
  value: 'true',
  provider: { name: 'D', key: null },
  description: null,
  valueType: {
    name: 'ToggleStringValueType',
    properties: {},
    validator: { name: 'BOOLEAN', properties: {} },
  },
  depth: parentName ? 1 : 0,
  parentName,
});
const tree = [toggle('A'), toggle('A.1', 'A'), toggle('A.1.x', 'A.1'), toggle('B')];

describe('feature modal rules', () => {
  it('checking a toggle checks its ancestors; unchecking clears its descendants', () => {
    const off = { A: 'false', 'A.1': 'false', 'A.1.x': 'false', B: 'true' };
    expect(setToggle(tree, off, 'A.1.x', true)).toEqual({
      A: 'true',
      'A.1': 'true',
      'A.1.x': 'true',
      B: 'true',
    });
    const on = { A: 'true', 'A.1': 'true', 'A.1.x': 'true', B: 'true' };
    expect(setToggle(tree, on, 'A', false)).toEqual({
      A: 'false',
      'A.1': 'false',
      'A.1.x': 'false',
      B: 'true',
    });
  });

  it('sends only what changed, and picks the input from the value type', () => {
    expect(changedFeatures({ A: 'true', N: '5' }, { A: 'true', N: '6' })).toEqual([
      { name: 'N', value: '6' },
    ]);
    const numeric = {
      ...toggle('N'),
      valueType: {
        name: 'FreeTextStringValueType',
        properties: {},
        validator: { name: 'NUMERIC', properties: {} },
      },
    };
    expect(inputOf(numeric)).toBe('number');
    expect(
      inputOf({
        ...numeric,
        valueType: { ...numeric.valueType, validator: { name: 'STRING', properties: {} } },
      }),
    ).toBe('text');
    expect(isLocked({ ...numeric, provider: { name: 'E', key: 'x' } }, 'T')).toBe(true);
    expect(isLocked({ ...numeric, provider: { name: 'T', key: 'x' } }, 'T')).toBe(false);
  });
});
