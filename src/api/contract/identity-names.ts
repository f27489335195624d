/** Claims our access tokens carry beyond the standard ones (spec part 1 §3, §6). */
export const ACCESS_TOKEN_CLAIMS = {
  profileRequiresUpdate: 'profile_requires_update',
  /** The holder of an administrator-set number may choose their own password (issue 28). */
  setOwnPassword: 'set_own_password',
  trackAccountId: 'track_account_id',
  associationType: 'association_type',
  tenantId: 'tenantid',
  role: 'role',
  phoneNumber: 'phone_number',
} as const;

/** Header that asks the token endpoint for an account-scoped token (spec part 1 §6). */
export const TRACK_ACCOUNT_HEADER = 'TrackAccountId';
/** Shown instead of the server's message when a one-time code is refused (spec part 1 §8). */
export const OTP_GRANT = 'otp';
/** Signs in with a code mailed to the user's proven address (`sendSignInCode`, issue 28). */
export const EMAIL_OTP_GRANT = 'email_otp';

/**
 * `error_description`s of a refused password grant beyond ABP's "Invalid username or password!":
 * the client tells the user which one happened (in their language), so both sides spell them here.
 */
export const PASSWORD_GRANT_ERRORS = {
  invalid: 'Invalid username or password!',
  locked:
    'The user account has been locked out due to invalid login attempts. Please wait a while and try again.',
  throttled: 'Too many failed sign-in attempts from your network. Try again later.',
} as const;
