import { z } from 'zod';
import { endpoint } from './endpoint.ts';

// Shapes of ABP's application configuration (reference/abp-conventions.md §1). Objects are loose
// and most fields nullish so a real ABP server's richer answer validates too.

export const language = z.looseObject({
  cultureName: z.string(),
  uiCultureName: z.string().nullish(),
  displayName: z.string(),
  twoLetterISOLanguageName: z.string().nullish(),
  flagIcon: z.string().nullish(),
});
export type Language = z.infer<typeof language>;

export const currentCulture = z.looseObject({
  cultureName: z.string(),
  name: z.string().nullish(),
  displayName: z.string().nullish(),
  englishName: z.string().nullish(),
  nativeName: z.string().nullish(),
  twoLetterIsoLanguageName: z.string().nullish(),
  threeLetterIsoLanguageName: z.string().nullish(),
  isRightToLeft: z.boolean(),
  dateTimeFormat: z.looseObject({}).nullish(),
});

export const localizationResource = z.looseObject({
  texts: z.record(z.string(), z.string()),
  baseResources: z.array(z.string()).default([]),
});
export type LocalizationResource = z.infer<typeof localizationResource>;

export const currentUser = z.looseObject({
  isAuthenticated: z.boolean(),
  id: z.string().nullish(),
  tenantId: z.string().nullish(),
  userName: z.string().nullish(),
  name: z.string().nullish(),
  surName: z.string().nullish(),
  email: z.string().nullish(),
  emailVerified: z.boolean().default(false),
  phoneNumber: z.string().nullish(),
  phoneNumberVerified: z.boolean().default(false),
  roles: z.array(z.string()).default([]),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const currentTenant = z.looseObject({
  id: z.string().nullish(),
  name: z.string().nullish(),
  isAvailable: z.boolean(),
});

export const applicationConfiguration = z.looseObject({
  localization: z.looseObject({
    values: z.record(z.string(), z.record(z.string(), z.string())).default({}),
    resources: z.record(z.string(), localizationResource).default({}),
    languages: z.array(language),
    currentCulture,
    defaultResourceName: z.string().nullish(),
  }),
  auth: z.looseObject({ grantedPolicies: z.record(z.string(), z.boolean()).default({}) }),
  setting: z.looseObject({ values: z.record(z.string(), z.string().nullable()).default({}) }),
  currentUser,
  features: z.looseObject({ values: z.record(z.string(), z.string().nullable()).default({}) }),
  multiTenancy: z.looseObject({ isEnabled: z.boolean() }),
  currentTenant,
  timing: z.looseObject({}).nullish(),
  clock: z.looseObject({ kind: z.string() }).nullish(),
});
export type ApplicationConfiguration = z.infer<typeof applicationConfiguration>;

export const applicationLocalization = z.looseObject({
  resources: z.record(z.string(), localizationResource),
  currentCulture,
});
export type ApplicationLocalization = z.infer<typeof applicationLocalization>;

export const getApplicationConfiguration = endpoint({
  method: 'GET',
  path: '/api/abp/application-configuration',
  query: z.object({ includeLocalizationResources: z.stringbool().optional() }),
  response: applicationConfiguration,
});

export const getApplicationLocalization = endpoint({
  method: 'GET',
  path: '/api/abp/application-localization',
  query: z.object({ cultureName: z.string().min(1), onlyDynamics: z.stringbool().optional() }),
  response: applicationLocalization,
});

/** Settings the product reads (spec part 1 §6). */
export const SETTING_ENABLE_LOCAL_LOGIN = 'Abp.Account.EnableLocalLogin';
export const paymentSettingKeys = [
  'PersonalRequest',
  'BusinessRequest',
  'SmsBundleRenewalRequest',
  'IncreaseUserCountRequest',
  'RenewTrackAccountSubscription',
] as const;
export const paymentSettingName = (kind: (typeof paymentSettingKeys)[number]) =>
  `GoTrack.TrackAccountRequest.${kind}.PaymentProviderEnabled`;
