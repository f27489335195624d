import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paymentSettingName } from '../../../api/contract/payment-switches.ts';
import {
  CORRIDOR_METERS,
  MIN_STOP_MINUTES,
  SETTING_ALERTS_TIME_ZONE,
  SETTING_HISTORY_RETENTION,
  SETTING_MIN_STOP_MINUTES,
  SETTING_ROUTE_CORRIDOR_METERS,
  type SettingKind,
} from '../../../api/contract/setting-rules.ts';
import { SETTING_SUPPORT_PHONE, SOCIAL_SETTINGS } from '../../../api/contract/support.ts';

// The settings screen's names of the settings and of what a refused value breaks. The server
// says the same in its own words (src/api/contract/setting-rules.ts, translated there).

export const SETTING_LABELS: Record<string, MessageDescriptor> = {
  [paymentSettingName('PersonalRequest')]: msg`Personal subscriptions`,
  [paymentSettingName('BusinessRequest')]: msg`Business subscriptions`,
  [paymentSettingName('SmsBundleRenewalRequest')]: msg`SMS bundles`,
  [paymentSettingName('IncreaseUserCountRequest')]: msg`Adding vehicles`,
  [paymentSettingName('RenewTrackAccountSubscription')]: msg`Subscription renewals`,
  [SETTING_SUPPORT_PHONE]: msg`Support phone`,
  [SOCIAL_SETTINGS.facebook]: msg`Facebook link`,
  [SOCIAL_SETTINGS.whatsApp]: msg`WhatsApp link`,
  [SOCIAL_SETTINGS.telegram]: msg`Telegram link`,
  [SOCIAL_SETTINGS.instagram]: msg`Instagram link`,
  [SETTING_ROUTE_CORRIDOR_METERS]: msg`Route corridor (meters)`,
  [SETTING_ALERTS_TIME_ZONE]: msg`Time zone of alerts`,
  [SETTING_MIN_STOP_MINUTES]: msg`Minimum stop (minutes)`,
  [SETTING_HISTORY_RETENTION]: msg`History kept`,
};

const { min: cMin, max: cMax } = CORRIDOR_METERS;
const { min: sMin, max: sMax } = MIN_STOP_MINUTES;

/** What the field asks for, shown when its value is refused. */
export const SETTING_PROBLEMS: Partial<Record<SettingKind, MessageDescriptor>> = {
  link: msg`Enter a web address that starts with https://, or leave it empty to hide the link.`,
  phone: msg`Enter a phone number with its country code, such as +963 11 000 0000, or leave it empty.`,
  corridor: msg`Enter a whole number of meters from ${cMin} to ${cMax}.`,
  minStop: msg`Enter a whole number of minutes from ${sMin} to ${sMax}.`,
  timeZone: msg`Choose a time zone from the list.`,
  retention: msg`Choose how long history is kept.`,
};

export const RETENTION_LABELS: Record<string, MessageDescriptor> = {
  '30': msg`30 days`,
  '90': msg`90 days`,
  '365': msg`One year`,
};

/** How a recorded value reads in the history of changes. */
export const VALUE_WORDS = {
  on: msg`On`,
  off: msg`Off`,
  empty: msg`(empty)`,
  none: msg`(not set)`,
};
