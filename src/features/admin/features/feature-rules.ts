import { NUMERIC_VALIDATOR, VALUE_TYPES, type FeatureDto } from '../../../api/contract/features.ts';

// The modal's rules (spec part 1 §4 "Feature management modal", §5), apart from React.

export type FeatureInput = 'toggle' | 'number' | 'text' | 'select';

export function inputOf(f: FeatureDto): FeatureInput {
  if (f.valueType.name === VALUE_TYPES.toggle) return 'toggle';
  if (f.valueType.name === VALUE_TYPES.selection) return 'select';
  return f.valueType.validator.name === NUMERIC_VALIDATOR ? 'number' : 'text';
}

/** Toggle values are true when the string is "true" in any case. */
export const isOn = (value: string | null | undefined) => value?.toLowerCase() === 'true';

/** A value supplied by another provider (neither this one nor the default) cannot be changed here. */
export const isLocked = (f: FeatureDto, providerName: string) =>
  f.provider.name !== providerName && f.provider.name !== 'D';

/**
 * The values after one toggle changed: checking also checks every toggle ancestor, unchecking
 * also unchecks every toggle descendant.
 */
export function setToggle(
  features: readonly FeatureDto[],
  values: Readonly<Record<string, string>>,
  name: string,
  on: boolean,
): Record<string, string> {
  const next = { ...values, [name]: String(on) };
  const byName = new Map(features.map((f) => [f.name, f]));
  const isToggle = (n: string) => {
    const f = byName.get(n);
    return f !== undefined && inputOf(f) === 'toggle';
  };
  if (on) {
    for (let p = byName.get(name)?.parentName; p; p = byName.get(p)?.parentName) {
      if (isToggle(p)) next[p] = 'true';
    }
  } else {
    const clear = (parent: string) => {
      for (const child of features.filter((f) => f.parentName === parent)) {
        if (isToggle(child.name)) next[child.name] = 'false';
        clear(child.name);
      }
    };
    clear(name);
  }
  return next;
}

/** Only the features whose value differs from what was loaded are sent (spec §5). */
export function changedFeatures(
  initial: Readonly<Record<string, string>>,
  values: Readonly<Record<string, string>>,
): { name: string; value: string }[] {
  return Object.entries(values)
    .filter(([name, value]) => initial[name] !== value)
    .map(([name, value]) => ({ name, value }));
}
