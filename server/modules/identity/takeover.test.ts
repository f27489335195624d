import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  claimsOf,
  FULL_SCOPE,
  otpSignIn,
  recordingSms,
  tokenRequest,
} from '../../test/auth-helpers.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';

// Account pre-takeover (issue 11): a signed-in user could put a number nobody had registered yet
// on their account and give it a password without knowing any; the number's real owner then
// signed in with a code into the attacker's account, which the attacker kept a password to.

const sms = recordingSms();
let t: TestApp;

beforeAll(async () => {
  t = await setupTestApp({
    deps: { sms: sms.gateway, otpLimits: { resendSeconds: 0, perPhonePerHour: 1e6 } },
    config: { otpIpHourlyLimit: 1e6 },
  });
});
afterAll(() => t.close());

const ATTACKER = '+963944100001';
const VICTIM = '+963944100002';

async function signedIn(phone: string) {
  const { body } = await otpSignIn(t.app, sms, phone);
  return { token: body.access_token, userId: String(claimsOf(body.access_token).sub) };
}

function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
}

const profileOf = async (token: string) =>
  (await call(token, 'GET', '/api/account/my-profile')).json<Record<string, unknown>>();

describe('account pre-takeover', () => {
  it('a number typed into a profile is refused; its owner signs in to their own account', async () => {
    const attacker = await signedIn(ATTACKER);
    const profile = await profileOf(attacker.token);
    const put = await call(attacker.token, 'PUT', '/api/account/my-profile', {
      ...profile,
      userName: 'sneaky',
      email: 'sneaky@example.com',
      phoneNumber: VICTIM,
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().error.validationErrors[0]).toMatchObject({
      message: 'A new phone number is confirmed with a code sent to it.',
      members: ['phoneNumber'],
    });

    // No password without proof either.
    const pw = await call(attacker.token, 'POST', '/api/account/my-profile/change-password', {
      newPassword: 'Attack3r!',
    });
    expect(pw.statusCode).toBe(400);
    expect((await profileOf(attacker.token)).hasPassword).toBe(false);

    const victim = await signedIn(VICTIM);
    expect(victim.userId).not.toBe(attacker.userId);
    const login = await tokenRequest(t.app, {
      grant_type: 'password',
      username: VICTIM,
      password: 'Attack3r!',
      scope: FULL_SCOPE,
    });
    expect(login.status).toBe(400);
  });

  it('changes a number once a code sent to it comes back', async () => {
    const user = await signedIn('+963944100010');
    const NEW = '+963944100011';
    const send = (phoneNumber: string) =>
      call(user.token, 'POST', '/api/account/my-profile/phone-number/send-code', { phoneNumber });
    const confirm = (phoneNumber: string, code: string) =>
      call(user.token, 'POST', '/api/account/my-profile/phone-number', { phoneNumber, code });

    expect((await send('0944100011')).statusCode).toBe(204);
    const code = sms.lastCode(NEW);
    expect((await confirm(NEW, code === '000000' ? '111111' : '000000')).statusCode).toBe(403);
    expect((await send(NEW)).statusCode).toBe(204);
    const changed = await confirm(NEW, sms.lastCode(NEW));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ phoneNumber: NEW });
    // The old number is free: signing in with it starts a new user.
    expect((await signedIn('+963944100010')).userId).not.toBe(user.userId);

    // Someone else's number: no code is sent to it.
    await signedIn(VICTIM);
    const before = sms.sent.length;
    const other = await send(VICTIM);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(`Phone number '${VICTIM}' is already taken.`);
    expect(sms.sent.length).toBe(before);
  });

  it('sets a first password only with a fresh code sent to the own number', async () => {
    const phone = '+963944100020';
    const user = await signedIn(phone);
    const change = (body: object) =>
      call(user.token, 'POST', '/api/account/my-profile/change-password', body);
    expect((await change({ newPassword: 'First-pass1', verificationCode: '123' })).statusCode).toBe(
      403,
    );
    await call(user.token, 'POST', '/api/account/my-profile/phone-number/send-code', {
      phoneNumber: phone,
    });
    const code = sms.lastCode(phone);
    expect((await change({ newPassword: 'First-pass1', verificationCode: code })).statusCode).toBe(
      204,
    );
    // The code is used up, and from now on the current password is what counts.
    expect((await change({ newPassword: 'Second-pass1', verificationCode: code })).statusCode).toBe(
      403,
    );
    const login = await tokenRequest(t.app, {
      grant_type: 'password',
      username: phone,
      password: 'First-pass1',
      scope: FULL_SCOPE,
    });
    expect(login.status).toBe(200);
  });
});

describe('sign-in names do not overlap', () => {
  async function register(userName: string, emailAddress: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/account/register',
      payload: { userName, emailAddress, password: 'Passw0rd!', appName: 'Angular' },
    });
  }

  it("refuses a user name that is another user's e-mail or phone, and the other way round", async () => {
    expect((await register('first', 'first@example.com')).statusCode).toBe(200);
    const asEmail = await register('first@example.com', 'other@example.com');
    expect(asEmail.json().error.message).toBe("Username 'first@example.com' is already taken.");
    // A number as a user name, whether someone has it yet or not: it would be waiting for them.
    await signedIn('+963944100030');
    for (const number of ['0944100030', '+963944100031']) {
      const asPhone = await register(number, `${number}@example.com`);
      expect(asPhone.json().error.message).toBe(
        'Only your own phone number can be your user name.',
      );
    }
    const emailAsName = await register('second', 'FIRST');
    expect(emailAsName.statusCode).toBe(400); // not an e-mail address at all
    expect((await register('third', 'first2@example.com')).statusCode).toBe(200);
    const nameAsEmail = await register('first2@example.com', 'x@example.com');
    expect(nameAsEmail.statusCode).toBe(403);
  });

  it('an e-mail nobody proved does not block its owner, and names no one for a reset', async () => {
    const squatter = await signedIn('+963944100040');
    const put = await call(squatter.token, 'PUT', '/api/app/mobileIdentityUser/profile', {
      firstName: 'S',
      lastName: 'Q',
      email: 'owner@example.com',
    });
    expect(put.statusCode).toBe(200);
    // The address's owner still registers with it and signs in by user name.
    expect((await register('owner', 'owner@example.com')).statusCode).toBe(200);
    const byName = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'owner',
      password: 'Passw0rd!',
      scope: FULL_SCOPE,
    });
    expect(byName.status).toBe(200);
    // By e-mail, neither of two unproven holders is picked.
    const byEmail = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'owner@example.com',
      password: 'Passw0rd!',
      scope: FULL_SCOPE,
    });
    expect(byEmail.status).toBe(400);
  });
});
