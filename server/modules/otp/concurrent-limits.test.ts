import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordingSms } from '../../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';

// Requests for a code arriving together (a double tap, a script, or several server processes
// behind a load balancer) are counted one after another: one text, not one per request.

const sms = recordingSms();
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ deps: { sms: sms.gateway, otpLimits: { perIpPerHour: 3 } } });
});
afterAll(() => t.close());

const ask = (phone: string) =>
  t.app.inject({ method: 'POST', url: '/api/app/otp/sendOtp', payload: { phone } });

it('sends one code for one phone asked for five times at once', async () => {
  const answers = await Promise.all(Array.from({ length: 5 }, () => ask('+963933000701')));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 403, 403, 403, 403]);
  expect(sms.sent).toHaveLength(1);
});

it('keeps to the limit of one address for many phones asked for at once', async () => {
  const phones = Array.from({ length: 6 }, (_, i) => `+96393300071${i}`);
  const answers = await Promise.all(phones.map(ask));
  // One code of this address was sent above: two more fit in its hourly limit of three.
  expect(answers.filter((a) => a.statusCode === 204)).toHaveLength(2);
  expect(sms.sent).toHaveLength(3);
});
