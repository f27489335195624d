import { queryOptions } from '@tanstack/react-query';
import {
  getMobileProfile,
  updateMobileEmail,
  updateMobileEmailDev,
  verifyMobileEmail,
} from '../../../api/contract/identity.ts';
import { call } from '../../../api/http.ts';
import { alertQueries } from './query-keys';

/**
 * GET /api/app/mobileIdentityUser/profile: whether the caller's e-mail is verified, which the
 * Mailing method needs (spec part 2 §4). Always asked again when the wizard opens.
 */
export const profileQuery = (accountId: string) =>
  queryOptions({
    queryKey: alertQueries.profile(accountId),
    queryFn: ({ signal }) => call(getMobileProfile, { signal }),
    staleTime: 0,
  });

// Not offline edits: the code is mailed at once and read by the user right away, so a request
// kept for later would make no sense. The dialog shows the server's refusal itself.

/**
 * PUT /mobileIdentityUser/email: saves the address and mails a six-digit code to it. Answers
 * `verified` when no code was needed (the user's own address, already proven). Demo servers
 * (`demoOtp`, as the sign-in's codes) also answer the code, which the dialog fills in.
 */
export async function sendEmailCode(
  email: string,
  demo: boolean,
): Promise<{ verified: boolean; code?: string }> {
  if (!demo) {
    const profile = await call(updateMobileEmail, { body: { email }, silent: true });
    return { verified: profile.isVerified };
  }
  const text = await call(updateMobileEmailDev, { body: { email }, silent: true });
  const code = /\d{6}/.exec(text)?.[0];
  return { verified: !code, code };
}

/** POST /mobileIdentityUser/verifyEmail: the mailed code proves the address. */
export const confirmEmailCode = (code: string) =>
  call(verifyMobileEmail, { body: { code }, silent: true });
