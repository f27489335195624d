import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  alertsApp,
  createBody,
  FAMILY_PATHS,
  ownTargets,
  type AlertsApp,
} from '../../test/alert-fixtures.ts';
import { MAILING_UNAVAILABLE } from '../settings/messages.ts';

// Issue 29: on a server that cannot send e-mail (no SMTP_URL, not demo mode) an alert asking for
// e-mail is refused, saying why, rather than stored to never send one.

let h: AlertsApp;
beforeAll(async () => {
  h = await alertsApp({ config: { demo: false, smtpUrl: null } });
});
afterAll(() => h.t.close());

it('refuses e-mail notifications without a mail server, and takes the others', async () => {
  const targets = await ownTargets(h);
  const mailing = createBody('ExceedingSpeed', targets, {
    notificationMethods: ['MobileNotification', 'Mailing'],
  });
  const res = await h.call('POST', FAMILY_PATHS.ExceedingSpeed, h.as.owner, mailing);
  expect(res.statusCode).toBe(403);
  expect(res.json().error.message).toBe(MAILING_UNAVAILABLE);
  const ar = await h.call(
    'POST',
    FAMILY_PATHS.ExceedingSpeed,
    {
      ...h.as.owner,
      'accept-language': 'ar',
    },
    mailing,
  );
  expect(ar.json().error.message).toMatch(/^لا يمكن اختيار البريد الإلكتروني/);

  const sms = createBody('ExceedingSpeed', targets, { notificationMethods: ['Sms'] });
  expect((await h.call('POST', FAMILY_PATHS.ExceedingSpeed, h.as.owner, sms)).statusCode).toBe(200);
});
