import { SETTING_ENABLE_LOCAL_LOGIN } from '../../../src/api/contract/abp.ts';
import {
  paymentSettingKeys,
  paymentSettingName,
} from '../../../src/api/contract/payment-switches.ts';
import { SETTING_SELF_REGISTRATION } from '../../../src/api/contract/account.ts';
import {
  SETTING_NO_SIGNAL_AFTER_MINUTES,
  SETTING_PARKED_AFTER_MINUTES,
} from '../../../src/api/contract/monitoring.ts';
import {
  SETTING_ALERTS_TIME_ZONE,
  SETTING_MIN_STOP_MINUTES,
  SETTING_ROUTE_CORRIDOR_METERS,
} from '../../../src/api/contract/setting-rules.ts';
import { SETTING_SUPPORT_PHONE, SOCIAL_SETTINGS } from '../../../src/api/contract/support.ts';

// Named in the contract, beside the rules the settings screen checks them with.
export { SETTING_ALERTS_TIME_ZONE, SETTING_MIN_STOP_MINUTES, SETTING_ROUTE_CORRIDOR_METERS };

/**
 * Known settings with their defaults, as ABP's setting definitions: a value stored in the
 * `setting` table overrides the default; only `visibleToClients` settings reach the browser.
 * Values are strings, as ABP sends them (booleans as "true"/"True").
 */
export interface SettingDefinition {
  name: string;
  defaultValue: string | null;
  /** Default in demo mode, when it differs (e.g. self-registration is open in the demo). */
  demoDefaultValue?: string;
  visibleToClients: boolean;
}

export const settingDefinitions: readonly SettingDefinition[] = [
  { name: SETTING_ENABLE_LOCAL_LOGIN, defaultValue: 'true', visibleToClients: true },
  {
    name: SETTING_SELF_REGISTRATION,
    defaultValue: 'false',
    demoDefaultValue: 'true',
    visibleToClients: true,
  },
  { name: 'Abp.Localization.DefaultLanguage', defaultValue: 'en', visibleToClients: true },
  // ABP Identity's lock-out defaults (server/modules/identity/lockout.ts).
  { name: 'Abp.Identity.Lockout.AllowedForNewUsers', defaultValue: 'true', visibleToClients: true },
  { name: 'Abp.Identity.Lockout.LockoutDuration', defaultValue: '300', visibleToClients: true },
  {
    name: 'Abp.Identity.Lockout.MaxFailedAccessAttempts',
    defaultValue: '5',
    visibleToClients: true,
  },
  { name: 'Abp.Timing.TimeZone', defaultValue: 'UTC', visibleToClients: true },
  // The More area (issue 16): support phone and social links, hidden while unset.
  {
    name: SETTING_SUPPORT_PHONE,
    defaultValue: null,
    demoDefaultValue: '+963110000000',
    visibleToClients: true,
  },
  ...Object.values(SOCIAL_SETTINGS).map((name) => ({
    name,
    defaultValue: null,
    visibleToClients: true,
  })),
  // The alert engine (server/modules/alert-engine): how far from every assigned route's line a
  // vehicle is off its route, and the clock job-time alerts read (the accounts are Syrian;
  // ABP's own Abp.Timing.TimeZone stays UTC, the time the API's dates are written in).
  { name: SETTING_ROUTE_CORRIDOR_METERS, defaultValue: '100', visibleToClients: false },
  { name: SETTING_ALERTS_TIME_ZONE, defaultValue: 'Asia/Damascus', visibleToClients: false },
  // Trip reports (server/modules/reports): a halt this long (minutes) ends a trip.
  { name: SETTING_MIN_STOP_MINUTES, defaultValue: '5', visibleToClients: false },
  // Live map statuses (src/features/monitoring/status): read by the browser.
  { name: SETTING_PARKED_AFTER_MINUTES, defaultValue: '15', visibleToClients: true },
  { name: SETTING_NO_SIGNAL_AFTER_MINUTES, defaultValue: '30', visibleToClients: true },
  // Online payment per request type (spec §6; names by request type in contract/payments.ts).
  // On in demo mode, where the provider is the built-in sandbox; a production deployment turns
  // them on once a real provider is configured.
  ...paymentSettingKeys.map((kind) => ({
    name: paymentSettingName(kind),
    defaultValue: 'False',
    demoDefaultValue: 'True',
    visibleToClients: true,
  })),
];

export const GLOBAL_PROVIDER = 'G';
export const TENANT_PROVIDER = 'T';
