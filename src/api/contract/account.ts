import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { nameText, noContent } from './common.ts';

// ABP's account endpoints for users with a password (reference/abp-conventions.md §8).

const extraProperties = z._default(z.record(z.string(), z.unknown()), {});
const userName = nameText(256);
const email = z.email().check(z.maxLength(256));
const optionalName = z.nullish(nameText(64, 0));
/** The server checks the rules (length, digit, cases, symbol) and names the broken ones. */
const password = z.string().check(z.minLength(1), z.maxLength(128));

export const myProfile = z.object({
  userName: z.string(),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
  surname: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  isExternal: z.boolean(),
  hasPassword: z.boolean(),
  concurrencyStamp: z.string(),
  extraProperties: z.record(z.string(), z.unknown()),
});
export type MyProfile = z.infer<typeof myProfile>;

export const updateMyProfileInput = z.object({
  userName,
  email,
  name: optionalName,
  surname: optionalName,
  phoneNumber: z.nullish(z.string().check(z.maxLength(32))),
  concurrencyStamp: z.optional(z.string()),
  extraProperties,
});
export type UpdateMyProfileInput = z.input<typeof updateMyProfileInput>;

export const getMyProfile = endpoint({
  method: 'GET',
  path: '/api/account/my-profile',
  response: myProfile,
});

export const updateMyProfile = endpoint({
  method: 'PUT',
  path: '/api/account/my-profile',
  body: updateMyProfileInput,
  response: myProfile,
});

/** A one-time code as typed (the server trims it). */
const code = z.string().check(z.minLength(1), z.maxLength(16));

export const changePasswordInput = z.object({
  /** Omitted when the user has no password yet (`hasPassword` false). */
  currentPassword: z.nullish(z.string()),
  newPassword: password,
  /**
   * Beyond ABP: a user without a password proves it is them with a fresh code sent to their
   * phone (`sendPhoneNumberCode` with their own number), not with a session alone.
   */
  verificationCode: z.nullish(code),
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/account/my-profile/change-password',
  body: changePasswordInput,
  response: noContent,
});

// Beyond ABP (its Pro module confirms the current number only): a phone number becomes the
// user's once a code sent to it is typed back. PUT my-profile refuses any other number.
export const phoneNumberInput = z.object({ phoneNumber: z.string().check(z.maxLength(32)) });

export const sendPhoneNumberCode = endpoint({
  method: 'POST',
  path: '/api/account/my-profile/phone-number/send-code',
  body: phoneNumberInput,
  response: noContent,
});

export const confirmPhoneNumber = endpoint({
  method: 'POST',
  path: '/api/account/my-profile/phone-number',
  body: z.object({ phoneNumber: z.string().check(z.maxLength(32)), code }),
  response: myProfile,
});

/** ABP's IdentityUserDto, as `register` answers it. */
export const identityUser = z.object({
  id: z.string(),
  tenantId: z.nullable(z.string()),
  userName: z.string(),
  name: z.nullable(z.string()),
  surname: z.nullable(z.string()),
  email: z.nullable(z.string()),
  emailConfirmed: z.boolean(),
  phoneNumber: z.nullable(z.string()),
  phoneNumberConfirmed: z.boolean(),
  isActive: z.boolean(),
  lockoutEnabled: z.boolean(),
  lockoutEnd: z.nullable(z.string()),
  concurrencyStamp: z.string(),
  creationTime: z.string(),
  extraProperties: z.record(z.string(), z.unknown()),
});
export type IdentityUser = z.infer<typeof identityUser>;

export const registerInput = z.object({
  userName,
  emailAddress: email,
  password,
  appName: z._default(z.string().check(z.maxLength(64)), 'Angular'),
  extraProperties,
});
export type RegisterInput = z.input<typeof registerInput>;

export const register = endpoint({
  method: 'POST',
  path: '/api/account/register',
  body: registerInput,
  response: identityUser,
});

export const sendPasswordResetCodeInput = z.object({
  email,
  appName: z._default(z.string().check(z.maxLength(64)), 'Angular'),
  returnUrl: z.nullish(z.string().check(z.maxLength(2048))),
  returnUrlHash: z.nullish(z.string().check(z.maxLength(256))),
});
export type SendPasswordResetCodeInput = z.input<typeof sendPasswordResetCodeInput>;

/** Always 204, whether or not the address belongs to an account (no account discovery). */
export const sendPasswordResetCode = endpoint({
  method: 'POST',
  path: '/api/account/send-password-reset-code',
  body: sendPasswordResetCodeInput,
  response: noContent,
});

/**
 * Beyond ABP (issue 28): a sign-in code mailed to the proven e-mail address of the user a name or
 * an address belongs to: the way in when wrong passwords (someone else's) lock the password out.
 * The code goes to the `email_otp` grant (`username`, `otp`). Always 204 (no account discovery).
 */
export const sendSignInCodeInput = z.object({ userNameOrEmailAddress: userName });
export type SendSignInCodeInput = z.input<typeof sendSignInCodeInput>;

export const sendSignInCode = endpoint({
  method: 'POST',
  path: '/api/account/send-sign-in-code',
  body: sendSignInCodeInput,
  response: noContent,
});

export const resetPasswordInput = z.object({
  userId: z.uuid(),
  resetToken: z.string().check(z.minLength(1), z.maxLength(512)),
  password,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/account/reset-password',
  body: resetPasswordInput,
  response: noContent,
});

export const verifyPasswordResetToken = endpoint({
  method: 'POST',
  path: '/api/account/verify-password-reset-token',
  body: z.object({ userId: z.uuid(), resetToken: z.string().check(z.maxLength(512)) }),
  response: z.boolean(),
});

/** Setting that allows `register` (abp-conventions §1). */
export const SETTING_SELF_REGISTRATION = 'Abp.Account.IsSelfRegistrationEnabled';
/** Where the reset link of `send-password-reset-code` points (client route). */
export const RESET_PASSWORD_PATH = '/account/reset-password';
