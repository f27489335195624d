import {
  SETTING_ENABLE_LOCAL_LOGIN,
  paymentSettingKeys,
  paymentSettingName,
} from '../../../src/api/contract/abp.ts';

/**
 * Known settings with their defaults, as ABP's setting definitions: a value stored in the
 * `setting` table overrides the default; only `visibleToClients` settings reach the browser.
 * Values are strings, as ABP sends them (booleans as "true"/"True").
 */
export interface SettingDefinition {
  name: string;
  defaultValue: string | null;
  visibleToClients: boolean;
}

export const settingDefinitions: readonly SettingDefinition[] = [
  { name: SETTING_ENABLE_LOCAL_LOGIN, defaultValue: 'true', visibleToClients: true },
  { name: 'Abp.Account.IsSelfRegistrationEnabled', defaultValue: 'false', visibleToClients: true },
  { name: 'Abp.Localization.DefaultLanguage', defaultValue: 'en', visibleToClients: true },
  { name: 'Abp.Timing.TimeZone', defaultValue: 'UTC', visibleToClients: true },
  ...paymentSettingKeys.map((kind) => ({
    name: paymentSettingName(kind),
    defaultValue: 'False',
    visibleToClients: true,
  })),
];

export const GLOBAL_PROVIDER = 'G';
export const TENANT_PROVIDER = 'T';
