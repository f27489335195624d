import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { NUMERIC_VALIDATOR, VALUE_TYPES } from '../../../src/api/contract/features.ts';
import {
  HISTORY_RETENTION_DAYS,
  SETTING_HISTORY_RETENTION,
} from '../../../src/api/contract/setting-rules.ts';
import type { CultureName } from '../abp/culture.ts';
import { FEATURE_NAMES } from '../catalogue/data/products.ts';

/**
 * Every feature the server knows, defined once (ABP's FeatureDefinitionProviders). The GoTrack
 * toggles are the plan features accounts already carry: here they are switches over the whole
 * host or one tenant — off there means off for every account whatever its plan
 * (account-features.ts). Children follow their parent (depth 1), as the modal's rules expect.
 */
type Text = Record<CultureName, string>;

export type FeatureKind =
  | { type: 'toggle' }
  | { type: 'numeric'; min: number; max: number }
  | { type: 'selection'; items: { value: string; text: Text }[] };

export interface FeatureDefinition {
  name: string;
  displayName: Text;
  description: Text | null;
  defaultValue: string;
  parentName: string | null;
  kind: FeatureKind;
}

export const MAX_VEHICLES_FEATURE = 'GoTrack.MaxVehiclesPerAccount';
/** Also on the settings screen (the host's value); enforced by positions-retention. */
export const RETENTION_FEATURE = SETTING_HISTORY_RETENTION;

const RETENTION_TEXTS: Record<(typeof HISTORY_RETENTION_DAYS)[number], Text> = {
  '30': { en: '30 days', ar: '30 يومًا' },
  '90': { en: '90 days', ar: '90 يومًا' },
  '365': { en: 'One year', ar: 'سنة واحدة' },
};

const toggle = (name: string, parentName: string | null = null): FeatureDefinition => ({
  name,
  displayName: FEATURE_NAMES[name] ?? { en: name, ar: name },
  description: null,
  defaultValue: 'true',
  parentName,
  kind: { type: 'toggle' },
});

export const FEATURE_GROUP = { name: 'GoTrack', displayName: { en: 'GoTrack', ar: 'جو تراك' } };

export const FEATURE_DEFINITIONS: FeatureDefinition[] = [
  toggle(FEATURES.liveMonitoring),
  toggle(FEATURES.notifications),
  toggle(FEATURES.reports),
  toggle(FEATURES.groupManagement),
  toggle(FEATURES.observerManagement),
  toggle(FEATURES.exceedingSpeedAlert),
  toggle(FEATURES.jobTimeAlert),
  toggle(FEATURES.pathManagement),
  toggle(FEATURES.exitingRouteAlert, FEATURES.pathManagement),
  toggle(FEATURES.geographicAreaManagement),
  toggle(FEATURES.enteringZoneAlert, FEATURES.geographicAreaManagement),
  toggle(FEATURES.exitingZoneAlert, FEATURES.geographicAreaManagement),
  {
    name: MAX_VEHICLES_FEATURE,
    displayName: { en: 'Vehicles per account', ar: 'عدد المركبات لكل حساب' },
    description: {
      en: 'The most vehicles one track account may have.',
      ar: 'أكبر عدد من المركبات يمكن أن يضمه حساب تتبع واحد.',
    },
    defaultValue: '1000',
    parentName: null,
    kind: { type: 'numeric', min: 1, max: 100_000 },
  },
  {
    name: RETENTION_FEATURE,
    displayName: { en: 'Position history kept', ar: 'مدة حفظ سجل المواقع' },
    description: null,
    defaultValue: '365',
    parentName: null,
    kind: {
      type: 'selection',
      items: HISTORY_RETENTION_DAYS.map((value) => ({ value, text: RETENTION_TEXTS[value] })),
    },
  },
];

export const TOGGLE_FEATURES = FEATURE_DEFINITIONS.filter((f) => f.kind.type === 'toggle').map(
  (f) => f.name,
);

const byName = new Map(FEATURE_DEFINITIONS.map((f) => [f.name, f]));
export const findFeature = (name: string) => byName.get(name);

export const depthOf = (f: FeatureDefinition): number =>
  f.parentName ? depthOf(byName.get(f.parentName)!) + 1 : 0;

/** A stored value in its canonical form, or null when the definition refuses it. */
export function normalizeValue(f: FeatureDefinition, value: string): string | null {
  const v = value.trim();
  switch (f.kind.type) {
    case 'toggle':
      return /^(true|false)$/i.test(v) ? v.toLowerCase() : null;
    case 'numeric': {
      if (!/^\d{1,9}$/.test(v)) return null;
      const n = Number(v);
      return n >= f.kind.min && n <= f.kind.max ? String(n) : null;
    }
    case 'selection':
      return f.kind.items.some((i) => i.value === v) ? v : null;
  }
}

/** ABP's value type object (name, validator, items) for the modal. */
export function valueTypeOf(f: FeatureDefinition, culture: CultureName) {
  switch (f.kind.type) {
    case 'toggle':
      return {
        name: VALUE_TYPES.toggle,
        properties: {},
        validator: { name: 'BOOLEAN', properties: {} },
      };
    case 'numeric':
      return {
        name: VALUE_TYPES.freeText,
        properties: {},
        validator: {
          name: NUMERIC_VALIDATOR,
          properties: { MinValue: f.kind.min, MaxValue: f.kind.max },
        },
      };
    case 'selection':
      return {
        name: VALUE_TYPES.selection,
        properties: {},
        validator: { name: 'NULL', properties: {} },
        // Display texts arrive localized; resourceName empty so "::text" shows as the text.
        itemSource: {
          items: f.kind.items.map((i) => ({
            value: i.value,
            displayText: { resourceName: '', name: i.text[culture] },
          })),
        },
      };
  }
}
