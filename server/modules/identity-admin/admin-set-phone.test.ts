import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityUserDto } from '../../../src/api/contract/identity-admin.ts';
import {
  bearer,
  claimsOf,
  FULL_SCOPE,
  otpSignIn,
  requestCode,
  tokenRequest,
} from '../../test/auth-helpers.ts';
import { adminApp, type AdminApp } from './testing.ts';

// Issue 28: an administrator created a user with someone's phone number and a password; the
// number's holder later signed in by code into that user, whose password the administrator knew
// (and tokens the administrator might already hold). A number an administrator sets is unproven
// until its holder signs in with a code; that sign-in ends every earlier session and the
// administrator's password.

let h: AdminApp;
beforeAll(async () => {
  h = await adminApp();
});
afterAll(() => h.t.close());

const USERS = '/api/identity/users';
const ADMIN_PASSWORD = 'Chosen-by-admin1';

async function createWithPhone(userName: string, phoneNumber: string) {
  const res = await h.call('POST', USERS, h.as.admin, {
    userName,
    name: 'Rami',
    surname: 'Driver',
    email: `${userName}@example.com`,
    phoneNumber,
    password: ADMIN_PASSWORD,
  });
  expect(res.statusCode, res.body).toBe(200);
  return identityUserDto.parse(res.json());
}

const passwordGrant = (username: string, password: string) =>
  tokenRequest(h.t.app, { grant_type: 'password', username, password, scope: FULL_SCOPE });

describe('a phone number set by an administrator', () => {
  it('is unproven until its holder signs in by code, which ends the administrator password and sessions', async () => {
    const PHONE = '+963944300001';
    const created = await createWithPhone('driver-p', PHONE);

    // The administrator knows the password and signs in with it before the holder ever does.
    const admins = await passwordGrant('driver-p', ADMIN_PASSWORD);
    expect(admins.status).toBe(200);

    const holder = await otpSignIn(h.t.app, h.sms, PHONE);
    expect(holder.status).toBe(200);
    expect(claimsOf(holder.body.access_token).sub).toBe(created.id);

    // Password X no longer works, and the administrator's earlier refresh token is dead.
    expect((await passwordGrant('driver-p', ADMIN_PASSWORD)).status).toBe(400);
    const refresh = await tokenRequest(h.t.app, {
      grant_type: 'refresh_token',
      refresh_token: admins.body.refresh_token!,
    });
    expect(refresh.status).toBe(400);
    const api = await h.call('GET', '/api/account/my-profile', bearer(admins.body.access_token));
    expect(api.statusCode).toBe(401);

    expect(created.phoneNumberConfirmed).toBe(false);
    const after = await h.call('GET', `${USERS}/${created.id}`, h.as.admin);
    expect(after.json()).toMatchObject({ phoneNumberConfirmed: true });

    // The e-mail address the administrator typed was nobody's proof: a reset link would go there.
    const mine = await h.t.app.inject({
      url: '/api/account/my-profile',
      headers: bearer(holder.body.access_token),
    });
    expect(mine.json()).toMatchObject({ email: null, hasPassword: false });
    expect(claimsOf(holder.body.access_token).profile_requires_update).toBe(true);

    // The holder is offered to choose their own password, which this fresh session may set
    // without a second code; the later code sign-ins do not end it again.
    const claims = claimsOf(holder.body.access_token);
    expect(claims.set_own_password).toBe(true);
    const set = await h.t.app.inject({
      method: 'POST',
      url: '/api/account/my-profile/change-password',
      headers: bearer(holder.body.access_token),
      payload: { newPassword: 'Holders-own1' },
    });
    expect(set.statusCode, set.body).toBe(204);
    expect((await passwordGrant('driver-p', 'Holders-own1')).status).toBe(200);
    const again = await otpSignIn(h.t.app, h.sms, PHONE);
    expect(claimsOf(again.body.access_token).set_own_password).toBeUndefined();
    expect((await passwordGrant('driver-p', 'Holders-own1')).status).toBe(200);
  });

  it('an edit that changes the number makes it unproven again; one that keeps it does not', async () => {
    const created = await createWithPhone('driver-q', '+963944300002');
    await otpSignIn(h.t.app, h.sms, '+963944300002');
    const put = async (phoneNumber: string, password?: string) => {
      const current = (await h.call('GET', `${USERS}/${created.id}`, h.as.admin)).json();
      const res = await h.call('PUT', `${USERS}/${created.id}`, h.as.admin, {
        userName: 'driver-q',
        email: current.email,
        phoneNumber,
        ...(password && { password }),
        concurrencyStamp: current.concurrencyStamp,
      });
      expect(res.statusCode, res.body).toBe(200);
      return identityUserDto.parse(res.json());
    };
    expect((await put('+963944300002')).phoneNumberConfirmed).toBe(true);
    expect((await put('+963944300003', 'Second-admin1')).phoneNumberConfirmed).toBe(false);
    expect((await otpSignIn(h.t.app, h.sms, '+963944300003')).status).toBe(200);
    expect((await passwordGrant('driver-q', 'Second-admin1')).status).toBe(400);
  });

  it('parked on a user the administrator switched off, it goes to its holder as a new user', async () => {
    const PHONE = '+963944300020';
    const parked = await createWithPhone('driver-off', PHONE);
    const current = (await h.call('GET', `${USERS}/${parked.id}`, h.as.admin)).json();
    const off = await h.call('PUT', `${USERS}/${parked.id}`, h.as.admin, {
      userName: 'driver-off',
      email: current.email,
      phoneNumber: PHONE,
      isActive: false,
      concurrencyStamp: current.concurrencyStamp,
    });
    expect(off.statusCode, off.body).toBe(200);
    const holder = await otpSignIn(h.t.app, h.sms, PHONE);
    expect(holder.status).toBe(200);
    expect(claimsOf(holder.body.access_token).sub).not.toBe(parked.id);
    const left = (await h.call('GET', `${USERS}/${parked.id}`, h.as.admin)).json();
    expect(left).toMatchObject({ phoneNumber: null, userName: 'driver-off' });
  });

  it('cannot take a number another user proved, and does not keep its holder from proving it', async () => {
    // A proven number is refused.
    await otpSignIn(h.t.app, h.sms, '+963944300010');
    const taken = await h.call('POST', USERS, h.as.admin, {
      userName: 'driver-r',
      email: 'driver-r@example.com',
      phoneNumber: '+963944300010',
      password: ADMIN_PASSWORD,
    });
    expect(taken.statusCode).toBe(403);

    // An unproven one does not stop its holder, signed in under another number, from proving it
    // for their own user: the administrator's user loses it.
    const PHONE = '+963944300011';
    const parked = await createWithPhone('driver-s', PHONE);
    const holder = await otpSignIn(h.t.app, h.sms, '+963944300012');
    const auth = bearer(holder.body.access_token);
    const send = await h.t.app.inject({
      method: 'POST',
      url: '/api/account/my-profile/phone-number/send-code',
      headers: auth,
      payload: { phoneNumber: PHONE },
    });
    expect(send.statusCode, send.body).toBe(204);
    const confirm = await h.t.app.inject({
      method: 'POST',
      url: '/api/account/my-profile/phone-number',
      headers: auth,
      payload: { phoneNumber: PHONE, code: h.sms.lastCode(PHONE) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const left = identityUserDto.parse(
      (await h.call('GET', `${USERS}/${parked.id}`, h.as.admin)).json(),
    );
    expect(left.phoneNumber).toBeNull();
    // The administrator's password does not open the holder's user by the number either.
    expect((await passwordGrant(PHONE, ADMIN_PASSWORD)).status).toBe(400);
    const code = await requestCode(h.t.app, h.sms, PHONE);
    const signIn = await tokenRequest(h.t.app, {
      grant_type: 'otp',
      phone_number: PHONE,
      otp: code,
      scope: FULL_SCOPE,
    });
    expect(claimsOf(signIn.body.access_token).sub).toBe(claimsOf(holder.body.access_token).sub);
  });
});
