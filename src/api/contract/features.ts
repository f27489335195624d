import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { noContent } from './common.ts';

// ABP's feature management (reference/abp-conventions.md §5): the values of one provider, read
// and changed as groups of features. Only the tenant provider `T` is stored here; `T` without a
// key is the host level (ABP's host-side tenant features).

export const FEATURE_PROVIDERS = ['T'] as const;
export const TENANT_FEATURE_PROVIDER = 'T';

export const featureQuery = z.object({
  providerName: z.enum(FEATURE_PROVIDERS),
  /** A tenant id; absent or empty = the host level. */
  providerKey: z.optional(z.string().check(z.maxLength(64))),
});
export type FeatureQuery = z.input<typeof featureQuery>;

const properties = z.record(z.string(), z.unknown());

/** ABP's value types: ToggleStringValueType, FreeTextStringValueType, SelectionStringValueType. */
export const featureValueType = z.object({
  name: z.string(),
  properties,
  validator: z.object({ name: z.string(), properties }),
  itemSource: z.optional(
    z.object({
      items: z.array(
        z.object({
          value: z.string(),
          displayText: z.object({ resourceName: z.string(), name: z.string() }),
        }),
      ),
    }),
  ),
});
export type FeatureValueType = z.infer<typeof featureValueType>;

export const featureDto = z.object({
  name: z.string(),
  displayName: z.string(),
  value: z.nullable(z.string()),
  /** Who supplies the value now: this provider's own override, or `D` (the default). */
  provider: z.object({ name: z.string(), key: z.nullable(z.string()) }),
  description: z.nullable(z.string()),
  valueType: featureValueType,
  depth: z.number(),
  parentName: z.nullable(z.string()),
});
export type FeatureDto = z.infer<typeof featureDto>;

export const featureGroupDto = z.object({
  name: z.string(),
  displayName: z.string(),
  features: z.array(featureDto),
});
export type FeatureGroupDto = z.infer<typeof featureGroupDto>;

export const featureListResult = z.object({ groups: z.array(featureGroupDto) });
export type FeatureListResult = z.infer<typeof featureListResult>;

export const updateFeaturesInput = z.object({
  features: z
    .array(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(128)),
        value: z.string().check(z.maxLength(256)),
      }),
    )
    .check(z.maxLength(200)),
});
export type UpdateFeaturesInput = z.input<typeof updateFeaturesInput>;

const path = '/api/feature-management/features';
export const getFeatures = endpoint({
  method: 'GET',
  path,
  query: featureQuery,
  response: featureListResult,
});
export const updateFeatures = endpoint({
  method: 'PUT',
  path,
  query: featureQuery,
  body: updateFeaturesInput,
  response: noContent,
});
/** Reset to default: removes the provider's own values. */
export const resetFeatures = endpoint({
  method: 'DELETE',
  path,
  query: featureQuery,
  response: noContent,
});

/** ABP's value type and validator names the modal switches on. */
export const VALUE_TYPES = {
  toggle: 'ToggleStringValueType',
  freeText: 'FreeTextStringValueType',
  selection: 'SelectionStringValueType',
} as const;
export const NUMERIC_VALIDATOR = 'NUMERIC';
