import type { LocalizationResource } from '../../../../src/api/contract/abp.ts';
import type { CultureName } from '../culture.ts';
import { ar } from './ar.ts';
import { en } from './en.ts';

export const RESOURCE_NAMES = [
  'GoTrack',
  'AbpUi',
  'AbpExceptionHandling',
  'AbpFeatureManagement',
] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];
export type ResourceTexts = Record<ResourceName, Record<string, string>>;

export const DEFAULT_RESOURCE: ResourceName = 'GoTrack';

const texts: Record<CultureName, ResourceTexts> = { en, ar };

/** A text in the culture, falling back to English and then to the key (as ABP does). */
export function localize(culture: CultureName, resource: ResourceName, key: string): string {
  return texts[culture][resource][key] ?? texts.en[resource][key] ?? key;
}

/** `values` of the application configuration: every text, English filling gaps. */
export function localizationValues(culture: CultureName): Record<string, Record<string, string>> {
  return Object.fromEntries(
    RESOURCE_NAMES.map((name) => [name, { ...texts.en[name], ...texts[culture][name] }]),
  );
}

/** `resources` of the configuration / application-localization endpoints. */
export function localizationResources(culture: CultureName): Record<string, LocalizationResource> {
  const values = localizationValues(culture);
  return Object.fromEntries(
    RESOURCE_NAMES.map((name) => [name, { texts: values[name] ?? {}, baseResources: [] }]),
  );
}
