import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { normalizePhone } from './phone.ts';
import { nameText, noContent } from './common.ts';

/** A phone number in any accepted form, turned into E.164; anything else is a validation error. */
export const phoneNumber = z.pipe(
  z.string().check(z.minLength(1), z.maxLength(32)),
  z.transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone) return phone;
    ctx.issues.push({ code: 'custom', message: 'invalidPhoneNumber', input: value });
    return z.NEVER;
  }),
);

export { noContent };

// One-time codes (spec part 1 §7). Sending answers nothing; the dev variant answers the code.
export const sendOtp = endpoint({
  method: 'POST',
  path: '/api/app/otp/sendOtp',
  body: z.object({ phone: phoneNumber }),
  response: noContent,
});

export const sendOtpDev = endpoint({
  method: 'POST',
  path: '/api/app/otp/sendOtpDev',
  body: z.object({ msisdn: phoneNumber }),
  response: z.string(),
  responseType: 'text',
});

const name = nameText(64);
const email = z.email().check(z.maxLength(256));

export const mobileProfile = z.object({
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  isVerified: z.boolean(),
  phoneNumber: z.string(),
  hasProfilePicture: z.boolean(),
  /** Grows with each upload: the picture's URL carries it so a new one is not read from cache. */
  profilePictureVersion: z.optional(z.number()),
});
export type MobileProfile = z.infer<typeof mobileProfile>;

export const profileUpdate = z.object({ firstName: name, lastName: name, email });
export type ProfileUpdate = z.input<typeof profileUpdate>;

export const getMobileProfile = endpoint({
  method: 'GET',
  path: '/api/app/mobileIdentityUser/profile',
  response: mobileProfile,
});

export const updateMobileProfile = endpoint({
  method: 'PUT',
  path: '/api/app/mobileIdentityUser/profile',
  body: profileUpdate,
  response: mobileProfile,
});

export const updateMobileEmail = endpoint({
  method: 'PUT',
  path: '/api/app/mobileIdentityUser/email',
  body: z.object({ email }),
  response: mobileProfile,
});

/** The code mailed by `updateMobileEmail`: six digits. */
export const EMAIL_CODE_LENGTH = 6;

/**
 * Beyond the spec: proves the address `updateMobileEmail` saved, with the code mailed to it.
 * Answers the profile, `isVerified` now true; a wrong or expired code is a business error.
 */
export const verifyMobileEmail = endpoint({
  method: 'POST',
  path: '/api/app/mobileIdentityUser/verifyEmail',
  body: z.object({ code: z.string().check(z.regex(/^\d{6}$/)) }),
  response: mobileProfile,
});

/**
 * Demo servers only (like `sendOtpDev`): `updateMobileEmail` answering, as text, the code it
 * mailed ('' when none was needed: the address was already verified), so the verify-email dialog
 * pre-fills it when `demoOtp` is on and end-to-end tests need no mailbox.
 */
export const updateMobileEmailDev = endpoint({
  method: 'PUT',
  path: '/api/app/mobileIdentityUser/emailDev',
  body: z.object({ email }),
  response: z.string(),
  responseType: 'text',
});

export const languageCode = z.enum(['en', 'ar']);

export const getMobileLocale = endpoint({
  method: 'GET',
  path: '/api/app/mobileIdentityUser/locale',
  response: z.object({ language: languageCode }),
});

export const setMobileLocale = endpoint({
  method: 'POST',
  path: '/api/app/mobileIdentityUser/setLocale',
  body: z.object({ language: languageCode }),
  response: noContent,
});

/** Deletes the caller's personal data and revokes every token they hold. */
export const deleteMobileUser = endpoint({
  method: 'DELETE',
  path: '/api/app/mobileIdentityUser',
  response: noContent,
});

// Tenant lookup (abp-conventions §2): anonymous; an unknown tenant is 200 with success false.
export const tenantLookupResult = z.object({
  success: z.boolean(),
  tenantId: z.nullish(z.string()),
  name: z.nullish(z.string()),
  normalizedName: z.nullish(z.string()),
  isActive: z.boolean(),
});

export const findTenantByName = endpoint({
  method: 'GET',
  path: '/api/abp/multi-tenancy/tenants/by-name/:name',
  params: z.object({ name: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: tenantLookupResult,
});

export const findTenantById = endpoint({
  method: 'GET',
  path: '/api/abp/multi-tenancy/tenants/by-id/:id',
  params: z.object({ id: z.uuid() }),
  response: tenantLookupResult,
});

// Claim and header names live apart from the schemas: routes and the session code need the
// names without loading every identity schema.
export {
  ACCESS_TOKEN_CLAIMS,
  EMAIL_OTP_GRANT,
  OTP_GRANT,
  PASSWORD_GRANT_ERRORS,
  TRACK_ACCOUNT_HEADER,
} from './identity-names.ts';
