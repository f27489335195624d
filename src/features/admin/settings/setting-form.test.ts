import { describe, expect, it } from 'vitest';
import { paymentSettingName } from '../../../api/contract/payment-switches.ts';
import {
  PAYMENT_SWITCH_SETTINGS,
  SETTING_ALERTS_TIME_ZONE,
  SETTING_ROUTE_CORRIDOR_METERS,
} from '../../../api/contract/setting-rules.ts';
import { SETTING_SUPPORT_PHONE, SOCIAL_SETTINGS } from '../../../api/contract/support.ts';
import { changedValues, formValuesOf, problemsOf, timeZoneChoices } from './setting-form';

const SWITCH = paymentSettingName('PersonalRequest');
const base = formValuesOf({
  ...Object.fromEntries(PAYMENT_SWITCH_SETTINGS.map((name) => [name, 'True'])),
  [SETTING_SUPPORT_PHONE]: null,
  [SETTING_ROUTE_CORRIDOR_METERS]: '100',
  [SETTING_ALERTS_TIME_ZONE]: 'Asia/Damascus',
  'GoTrack.Reports.MinStopMinutes': '5',
  'GoTrack.HistoryRetentionDays': '365',
});

describe('the settings form', () => {
  it('checks each field with the rule the server applies', () => {
    expect(problemsOf(base)).toEqual({});
    const wrong = {
      ...base,
      [SOCIAL_SETTINGS.facebook]: 'http://facebook.com/x',
      [SETTING_SUPPORT_PHONE]: '12',
      [SETTING_ROUTE_CORRIDOR_METERS]: '9',
      [SETTING_ALERTS_TIME_ZONE]: 'Mars/Base',
    };
    expect(problemsOf(wrong)).toEqual({
      [SOCIAL_SETTINGS.facebook]: 'link',
      [SETTING_SUPPORT_PHONE]: 'phone',
      [SETTING_ROUTE_CORRIDOR_METERS]: 'corridor',
      [SETTING_ALERTS_TIME_ZONE]: 'timeZone',
    });
  });

  it('sends only what changed', () => {
    const values = { ...base, [SWITCH]: 'False', [SOCIAL_SETTINGS.telegram]: ' ' };
    expect(changedValues(base, values)).toEqual({ [SWITCH]: 'False' });
  });

  it('offers every time zone the browser knows, and keeps one it does not', () => {
    expect(timeZoneChoices('Asia/Damascus')).toContain('Asia/Damascus');
    expect(timeZoneChoices('Etc/Unknown')[0]).toBe('Etc/Unknown');
  });
});
