import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS, OWNER, trackingApp } from '../test/tracking-helpers.ts';

// Issue 11, "Device input" part 2: control characters in any text of any request are a clear
// 400 (a NUL used to reach PostgreSQL: a 500 with the value in the error log), and direction
// overrides are refused in names, plates and account names.

const MARK = 'zqxMARK';
const NUL = `a\u0000${MARK}`;
const BIDI = `a\u202E${MARK}`;
const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const logLines: string[] = [];
let ctx: Awaited<ReturnType<typeof trackingApp>>;
let owner: Record<string, string>;

beforeAll(async () => {
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(line) });
  ctx = await trackingApp({ deps: { logger }, config: { multiTenancy: true } });
  owner = await ctx.headersFor(OWNER, BUSINESS);
});
afterAll(() => ctx.t.close());

type Case = [
  name: string,
  method: 'GET' | 'POST' | 'PUT',
  url: (v: string) => string,
  body?: (v: string) => unknown,
  signedIn?: boolean,
];
const q = encodeURIComponent;
const vehicle = (v: string) => ({
  licensePlateSerial: v,
  licensePlateSubClass: 'Damascus',
  consumptionRate: 8,
  color: '#FF0000',
});
const personal = (v: string) => ({
  subscriptionPlanKey: 'gold',
  accountName: v,
  address: { country: 'sy', governorate: 'dam', city: 'dam' },
  subscriptionVehicleInfoCreateDtos: [vehicle('123')],
});

/** Every endpoint that takes text, with the text under test in one of its fields. */
const cases: Case[] = [
  [
    'register',
    'POST',
    () => '/api/account/register',
    (v) => ({ userName: v, emailAddress: 'a@b.co', password: 'x' }),
    false,
  ],
  [
    'reset code',
    'POST',
    () => '/api/account/send-password-reset-code',
    (v) => ({ email: 'a@b.co', appName: v }),
    false,
  ],
  [
    'reset password',
    'POST',
    () => '/api/account/reset-password',
    (v) => ({ userId: ID, resetToken: v, password: 'x' }),
    false,
  ],
  [
    'verify reset token',
    'POST',
    () => '/api/account/verify-password-reset-token',
    (v) => ({ userId: ID, resetToken: v }),
    false,
  ],
  ['send otp', 'POST', () => '/api/app/otp/sendOtp', (v) => ({ phone: v }), false],
  ['send dev otp', 'POST', () => '/api/app/otp/sendOtpDev', (v) => ({ msisdn: v }), false],
  [
    'localization',
    'GET',
    (v) => `/api/abp/application-localization?cultureName=${q(v)}`,
    undefined,
    false,
  ],
  [
    'tenant by name',
    'GET',
    (v) => `/api/abp/multi-tenancy/tenants/by-name/${q(v)}`,
    undefined,
    false,
  ],
  [
    'my profile',
    'PUT',
    () => '/api/account/my-profile',
    (v) => ({ userName: 'sami', email: 'a@b.co', name: v }),
  ],
  [
    'change password',
    'POST',
    () => '/api/account/my-profile/change-password',
    (v) => ({ currentPassword: v, newPassword: 'x' }),
  ],
  [
    'mobile profile',
    'PUT',
    () => '/api/app/mobileIdentityUser/profile',
    (v) => ({ firstName: v, lastName: 'b', email: 'a@b.co' }),
  ],
  ['mobile email', 'PUT', () => '/api/app/mobileIdentityUser/email', (v) => ({ email: v })],
  ['plan features', 'GET', (v) => `/api/app/subscriptionPlan/features?subscriptionPlanKey=${q(v)}`],
  ['geo nodes', 'GET', (v) => `/api/app/geoNode?parentId=${q(v)}`],
  ['sms bundles', 'GET', (v) => `/api/app/smsBundle?sorting=${q(v)}`],
  ['vehicles', 'GET', (v) => `/api/app/vehicle?sorting=${q(v)}`],
  ['requests', 'GET', (v) => `/api/app/request?sorting=${q(v)}`],
  [
    'fake bill',
    'GET',
    (v) => `/api/app/bill/fakeBill?planKey=${q(v)}&vehicleCount=1&deviceCount=1`,
  ],
  ['personal request', 'POST', () => '/api/app/personalAccountSubscriptionRequest', personal],
  [
    'business temp bill',
    'POST',
    () => '/api/app/businessAccountSubscriptionRequest/tempBill',
    (v) => ({ ...personal('Acc'), companyName: v }),
  ],
  [
    'add vehicles',
    'POST',
    () => '/api/app/addVehiclesRequest',
    (v) => ({ trackVehicles: [vehicle(v)] }),
  ],
  [
    'request payment',
    'POST',
    () => '/api/app/personalAccountSubscriptionRequest/payment',
    (v) => ({ requestId: ID, callBackUrl: v }),
  ],
];
/** Names, plates and account names: no direction overrides either. */
const named = new Set([
  'register',
  'my profile',
  'mobile profile',
  'personal request',
  'business temp bill',
  'add vehicles',
]);

async function send([, method, url, body, signedIn = true]: Case, value: string, language = 'en') {
  const res = await ctx.t.app.inject({
    method,
    url: url(value),
    headers: { ...(signedIn ? owner : {}), 'accept-language': language },
    ...(body && { payload: body(value) as object }),
  });
  return { status: res.statusCode, text: res.body, error: res.body ? res.json().error : undefined };
}

describe('control characters in request text', () => {
  it.each(cases)('%s: a NUL is a clear 400', async (...c) => {
    const res = await send(c, NUL);
    expect(res.status, res.text).toBe(400);
    expect(JSON.stringify(res.error.validationErrors)).toContain(
      'must not contain control characters',
    );
    expect(res.text).not.toContain(MARK);
  });

  it('the message is in Arabic for an Arabic reader', async () => {
    const res = await send(cases[0]!, NUL, 'ar');
    expect(res.error.details).toContain('يجب ألا يحتوي النص على محارف تحكم');
  });

  it('a NUL that skips the contract (a tenant name in the query) is a 400 too', async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/abp/application-configuration?__tenant=${q(NUL)}`,
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.body).not.toContain(MARK);
  });
});

describe('control characters at the OpenID endpoints', () => {
  // The provider parses its own forms, outside the contract: a NUL used to reach PostgreSQL from
  // a token or user name (a 500 with the SQL and the value in the error log).
  const form = (url: string, fields: Record<string, string>) =>
    ctx.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const token = (fields: Record<string, string>) =>
    form('/connect/token', { client_id: 'GoTrack_App', ...fields });

  it.each([
    ['a user name', { grant_type: 'password', username: NUL, password: 'x' }],
    ['a refresh token', { grant_type: 'refresh_token', refresh_token: NUL }],
    ['a code', { grant_type: 'authorization_code', code: NUL, redirect_uri: 'http://x/' }],
    ['a client id', { grant_type: 'refresh_token', refresh_token: 'x', client_id: NUL }],
  ])('%s is refused as unknown, not a server error', async (_, fields) => {
    const res = await token(fields);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.body).not.toContain(MARK);
  });

  it('a token to revoke is answered as an unknown one', async () => {
    const res = await form('/connect/revocat', { client_id: 'GoTrack_App', token: NUL });
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('direction overrides', () => {
  it.each(cases.filter(([name]) => named.has(name)))('%s: refused in names', async (...c) => {
    const res = await send(c, BIDI);
    expect(res.status, res.text).toBe(400);
    expect(JSON.stringify(res.error.validationErrors)).toContain(
      'text-direction control characters',
    );
  });

  it('are allowed where text is not a name (a password)', async () => {
    const res = await send(cases[2]!, BIDI);
    expect(JSON.stringify(res.error ?? {})).not.toContain('text-direction');
  });
});

describe('the error log', () => {
  it('never holds the raw values', () => {
    expect(logLines.join('\n')).not.toContain(MARK);
  });
});
