import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

// Shapes of ABP's application configuration (reference/abp-conventions.md §1). Objects are loose
// and most fields nullish so a real ABP server's richer answer validates too.

const text = z.string();
const optionalText = z.nullish(z.string());
const stringMap = z.record(z.string(), z.string());

export const language = z.looseObject({
  cultureName: text,
  uiCultureName: optionalText,
  displayName: text,
  twoLetterISOLanguageName: optionalText,
  flagIcon: optionalText,
});
export type Language = z.infer<typeof language>;

export const currentCulture = z.looseObject({
  cultureName: text,
  name: optionalText,
  displayName: optionalText,
  englishName: optionalText,
  nativeName: optionalText,
  twoLetterIsoLanguageName: optionalText,
  threeLetterIsoLanguageName: optionalText,
  isRightToLeft: z.boolean(),
  dateTimeFormat: z.nullish(z.looseObject({})),
});

export const localizationResource = z.looseObject({
  texts: stringMap,
  baseResources: z._default(z.array(z.string()), []),
});
export type LocalizationResource = z.infer<typeof localizationResource>;

export const currentUser = z.looseObject({
  isAuthenticated: z.boolean(),
  id: optionalText,
  tenantId: optionalText,
  userName: optionalText,
  name: optionalText,
  surName: optionalText,
  email: optionalText,
  emailVerified: z._default(z.boolean(), false),
  phoneNumber: optionalText,
  phoneNumberVerified: z._default(z.boolean(), false),
  roles: z._default(z.array(z.string()), []),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const currentTenant = z.looseObject({
  id: optionalText,
  name: optionalText,
  isAvailable: z.boolean(),
});

const nullableValues = z._default(z.record(z.string(), z.nullable(z.string())), {});

export const applicationConfiguration = z.looseObject({
  localization: z.looseObject({
    values: z._default(z.record(z.string(), stringMap), {}),
    resources: z._default(z.record(z.string(), localizationResource), {}),
    languages: z.array(language),
    currentCulture,
    defaultResourceName: optionalText,
  }),
  auth: z.looseObject({ grantedPolicies: z._default(z.record(z.string(), z.boolean()), {}) }),
  setting: z.looseObject({ values: nullableValues }),
  currentUser,
  features: z.looseObject({ values: nullableValues }),
  multiTenancy: z.looseObject({ isEnabled: z.boolean() }),
  currentTenant,
  timing: z.nullish(z.looseObject({})),
  clock: z.nullish(z.looseObject({ kind: z.string() })),
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
  query: z.object({
    includeLocalizationResources: z.optional(z.stringbool()),
    /** ASP.NET's query-string culture; a signed-out client names it (see src/api/app-state.ts). */
    culture: z.optional(z.string()),
  }),
  response: applicationConfiguration,
});

export const getApplicationLocalization = endpoint({
  method: 'GET',
  path: '/api/abp/application-localization',
  query: z.object({
    cultureName: z.string().check(z.minLength(1)),
    onlyDynamics: z.optional(z.stringbool()),
  }),
  response: applicationLocalization,
});

/** Settings the product reads (spec part 1 §6). */
export const SETTING_ENABLE_LOCAL_LOGIN = 'Abp.Account.EnableLocalLogin';
// The payment switches' names are in payment-switches.ts: this file is on the first screen,
// which never reads them.
