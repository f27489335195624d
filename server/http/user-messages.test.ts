import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGES } from '../../src/api/contract/alerts.ts';
import { ZONE_PROBLEM_MESSAGES } from '../../src/api/contract/geo-zones.ts';
import { ROUTE_MESSAGES } from '../../src/api/contract/routes.ts';
import { ROUTE_NOT_IN_ACCOUNT, ZONE_NOT_IN_ACCOUNT } from '../modules/alerts/create.ts';
import { EMAIL_CODE_MESSAGES } from '../modules/identity/email-proof.ts';
import * as PAYMENT_MESSAGES from '../modules/payments/messages.ts';
import * as PUSH_MESSAGES from '../modules/push/messages.ts';
import { MAILING_UNAVAILABLE, TEST_EMAIL_MESSAGES } from '../modules/settings/messages.ts';
import { settingMessage, EDITABLE_SETTINGS } from '../../src/api/contract/setting-rules.ts';
import { translateUserMessage } from './user-messages.ts';

describe('user-facing server messages', () => {
  it('fills the values of the English message into the Arabic one', () => {
    expect(translateUserMessage('ar', 'Please wait 17 seconds before asking for a new code.')).toBe(
      'يرجى الانتظار 17 ثانية قبل طلب رمز جديد.',
    );
    expect(translateUserMessage('ar', "Email 'a@b.sy' is already taken.")).toBe(
      "البريد الإلكتروني 'a@b.sy' مستخدم من قبل.",
    );
  });

  it('leaves English alone, and unknown messages as they are', () => {
    expect(translateUserMessage('en', 'Incorrect password.')).toBe('Incorrect password.');
    expect(translateUserMessage('ar', 'Something new')).toBe('Something new');
  });

  it('has Arabic for every geo-zone and route message of the contract', () => {
    for (const english of [
      ...Object.values(ZONE_PROBLEM_MESSAGES),
      ...Object.values(ROUTE_MESSAGES),
    ]) {
      expect(translateUserMessage('ar', english), english).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
    }
    // The original Arabic said 10 metres; the rule is 30 m.
    expect(translateUserMessage('ar', ROUTE_MESSAGES.stopPointTooFar)).toContain('30 متراً');
  });

  it('has Arabic for every alert and e-mail proof message', () => {
    for (const english of [
      ...Object.values(ALERT_MESSAGES),
      ZONE_NOT_IN_ACCOUNT,
      ROUTE_NOT_IN_ACCOUNT,
      ...Object.values(EMAIL_CODE_MESSAGES),
    ]) {
      expect(translateUserMessage('ar', english), english).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
    }
    expect(translateUserMessage('ar', ALERT_MESSAGES.speed)).toContain('360');
  });

  it('has Arabic for every push registration message', () => {
    for (const english of Object.values(PUSH_MESSAGES)) {
      expect(translateUserMessage('ar', english), english).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
    }
  });

  it('has Arabic for every payment message, the payment service ones included', () => {
    for (const english of Object.values(PAYMENT_MESSAGES)) {
      expect(translateUserMessage('ar', english), english).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
    }
  });

  it('has Arabic for every settings message, naming the field', () => {
    const { defaultBody: _, ...refusals } = TEST_EMAIL_MESSAGES;
    for (const english of [
      ...[...EDITABLE_SETTINGS.keys(), 'GoTrack.Nope'].map(settingMessage),
      ...Object.values(refusals),
      MAILING_UNAVAILABLE,
    ]) {
      expect(translateUserMessage('ar', english), english).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
    }
    expect(translateUserMessage('ar', settingMessage('GoTrack.Social.Telegram'))).toContain(
      'رابط Telegram',
    );
  });
});
