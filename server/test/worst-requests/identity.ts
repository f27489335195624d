import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import {
  PROFILE_PICTURE_FIELD,
  SET_PROFILE_PICTURE_PATH,
} from '../../../src/api/contract/profile-picture.ts';
import { loadAuthSecrets } from '../../auth/secrets.ts';
import { hashPassword } from '../../modules/identity/passwords.ts';
import { createUser, updateUser } from '../../modules/identity/users.ts';
import { bearer, FULL_SCOPE, tokenRequest } from '../auth-helpers.ts';
import { unique, type Call, type World, type WorstRequest } from './world.ts';

// The caller's own identity: one-time codes, the phone app's profile, the password users'
// account (ABP), and the profile picture.

let phone = 0;
/** A Syrian mobile number no user has yet. */
const newPhone = () => `+96395${String((phone += 1)).padStart(7, '0')}`;
const email = () => `${unique('u').padEnd(240, 'x')}@example.com`;
const PASSWORD = `Aa1!${'x'.repeat(124)}`;

/** A phone user of their own (signed in by code), for calls that change or end the user. */
const phoneUser = async (w: World) => w.headersFor(newPhone());

/** A password user of their own: id and headers. */
async function passwordUser(w: World) {
  const userName = unique('user', 256);
  const address = email();
  const user = await createUser(w.db, {
    tenantId: null,
    userName,
    email: address,
    passwordHash: await hashPassword(PASSWORD),
  });
  const res = await tokenRequest(w.t.app, {
    grant_type: 'password',
    username: userName,
    password: PASSWORD,
    scope: FULL_SCOPE,
  });
  return { id: user.id, userName, email: address, headers: bearer(res.body.access_token) };
}

const json = (
  method: Call['method'],
  url: string,
  headers: Record<string, string>,
  payload?: object,
): Call => ({
  method,
  url,
  headers,
  ...(payload && { payload }),
});

/** The most pixels a picture may have, in a file well under 2 MB (a flat colour). */
const picture = () =>
  sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

export const identityRequests: WorstRequest[] = [
  {
    endpoint: 'POST /api/app/otp/sendOtp',
    status: 204,
    prepare: async () => json('POST', '/api/app/otp/sendOtp', {}, { phone: newPhone() }),
  },
  {
    endpoint: 'POST /api/app/otp/sendOtpDev',
    status: 200,
    prepare: async () => json('POST', '/api/app/otp/sendOtpDev', {}, { msisdn: newPhone() }),
  },
  {
    endpoint: 'PUT /api/app/mobileIdentityUser/profile',
    status: 200,
    prepare: async (w) =>
      json('PUT', '/api/app/mobileIdentityUser/profile', await phoneUser(w), {
        firstName: unique('First', 64),
        lastName: unique('Last', 64),
        email: email(),
      }),
  },
  {
    endpoint: 'PUT /api/app/mobileIdentityUser/email',
    status: 200,
    prepare: async (w) =>
      json('PUT', '/api/app/mobileIdentityUser/email', await phoneUser(w), { email: email() }),
  },
  {
    endpoint: 'PUT /api/app/mobileIdentityUser/emailDev',
    status: 200,
    prepare: async (w) =>
      json('PUT', '/api/app/mobileIdentityUser/emailDev', await phoneUser(w), { email: email() }),
  },
  {
    endpoint: 'POST /api/app/mobileIdentityUser/verifyEmail',
    status: 200,
    prepare: async (w) => {
      const headers = await phoneUser(w);
      const address = email();
      await w.call('PUT', '/api/app/mobileIdentityUser/email', headers, { email: address });
      const code = w.mail.lastCode(address);
      return json('POST', '/api/app/mobileIdentityUser/verifyEmail', headers, { code });
    },
  },
  {
    endpoint: 'POST /api/app/mobileIdentityUser/setLocale',
    status: 204,
    prepare: async (w) =>
      json('POST', '/api/app/mobileIdentityUser/setLocale', w.as.owner, { language: 'ar' }),
  },
  {
    endpoint: 'DELETE /api/app/mobileIdentityUser',
    status: 204,
    prepare: async (w) => json('DELETE', '/api/app/mobileIdentityUser', await phoneUser(w)),
  },
  {
    endpoint: `POST ${SET_PROFILE_PICTURE_PATH}`,
    status: 204,
    prepare: async (w) => {
      const boundary = '----gotrack-worst-request';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${PROFILE_PICTURE_FIELD}"; filename="${'p'.repeat(200)}.png"\r\nContent-Type: image/png\r\n\r\n`;
      const body = Buffer.concat([
        Buffer.from(head),
        await picture(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return {
        method: 'POST',
        url: SET_PROFILE_PICTURE_PATH,
        headers: w.as.owner,
        raw: { body, contentType: `multipart/form-data; boundary=${boundary}` },
      };
    },
  },
  {
    endpoint: 'PUT /api/account/my-profile',
    status: 200,
    prepare: async (w) => {
      const u = await passwordUser(w);
      return json('PUT', '/api/account/my-profile', u.headers, {
        userName: unique('renamed', 256),
        email: email(),
        name: unique('Name', 64),
        surname: unique('Surname', 64),
        extraProperties: {},
      });
    },
  },
  {
    endpoint: 'POST /api/account/my-profile/change-password',
    status: 204,
    prepare: async (w) => {
      const u = await passwordUser(w);
      return json('POST', '/api/account/my-profile/change-password', u.headers, {
        currentPassword: PASSWORD,
        newPassword: `Bb2@${'y'.repeat(124)}`,
      });
    },
  },
  {
    endpoint: 'POST /api/account/my-profile/phone-number/send-code',
    status: 204,
    prepare: async (w) => {
      const u = await passwordUser(w);
      return json('POST', '/api/account/my-profile/phone-number/send-code', u.headers, {
        phoneNumber: newPhone(),
      });
    },
  },
  {
    endpoint: 'POST /api/account/my-profile/phone-number',
    status: 200,
    prepare: async (w) => {
      const u = await passwordUser(w);
      const phoneNumber = newPhone();
      await w.call('POST', '/api/account/my-profile/phone-number/send-code', u.headers, {
        phoneNumber,
      });
      const code = w.sms.lastCode(phoneNumber);
      return json('POST', '/api/account/my-profile/phone-number', u.headers, { phoneNumber, code });
    },
  },
  {
    endpoint: 'POST /api/account/register',
    status: 200,
    prepare: async () =>
      json(
        'POST',
        '/api/account/register',
        {},
        {
          userName: unique('new', 256),
          emailAddress: email(),
          password: PASSWORD,
          appName: 'a'.repeat(64),
        },
      ),
  },
  {
    endpoint: 'POST /api/account/send-password-reset-code',
    status: 204,
    prepare: async (w) => {
      const u = await passwordUser(w);
      return json(
        'POST',
        '/api/account/send-password-reset-code',
        {},
        {
          email: u.email,
          appName: 'a'.repeat(64),
          returnUrl: `http://localhost/${'r'.repeat(2000)}`,
          returnUrlHash: `#${'h'.repeat(255)}`,
        },
      );
    },
  },
  {
    // The longest name of a user whose proven address gets the code (the mail is not awaited).
    endpoint: 'POST /api/account/send-sign-in-code',
    status: 204,
    prepare: async (w) => {
      const userName = unique('user', 256);
      await createUser(w.db, {
        tenantId: null,
        userName,
        email: email(),
        emailVerified: true,
        passwordHash: await hashPassword(PASSWORD),
      });
      return json(
        'POST',
        '/api/account/send-sign-in-code',
        {},
        { userNameOrEmailAddress: userName },
      );
    },
  },
  ...(['verify-password-reset-token', 'reset-password'] as const).map((path): WorstRequest => ({
    endpoint: `POST /api/account/${path}`,
    status: path === 'reset-password' ? 204 : 200,
    prepare: async (w) => {
      const u = await passwordUser(w);
      const resetToken = 't'.repeat(512);
      const { codeSecret } = await loadAuthSecrets(w.db);
      await updateUser(w.db, u.id, {
        resetTokenHash: createHmac('sha256', codeSecret)
          .update(`reset|${resetToken}`)
          .digest('base64url'),
        resetTokenExpiresAt: new Date(Date.now() + 3_600_000),
      });
      return json(
        'POST',
        `/api/account/${path}`,
        {},
        {
          userId: u.id,
          resetToken,
          ...(path === 'reset-password' && { password: PASSWORD }),
        },
      );
    },
  })),
];
