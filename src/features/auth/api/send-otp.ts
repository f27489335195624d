import { call } from '../../../api/http.ts';

/**
 * Sends a one-time code. Demo servers answer the code itself, and it is pre-filled (spec part 1
 * §4 "One-time-code login"). Refusals (too many codes) show as the HTTP client's toast.
 * The identity contract loads on the first send: its schemas are not needed to draw the screen.
 */
export async function sendOneTimeCode(phone: string, demo: boolean): Promise<string | undefined> {
  const { sendOtp, sendOtpDev } = await import('../../../api/contract/identity.ts');
  if (!demo) {
    await call(sendOtp, { body: { phone } });
    return undefined;
  }
  const text = await call(sendOtpDev, { body: { msisdn: phone } });
  return /\d{6}/.exec(text)?.[0];
}
