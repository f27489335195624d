import type { FastifyInstance } from 'fastify';
import { normalizePhone } from '../../src/api/contract/phone.ts';
import { decodeJwt } from 'jose';
import type { SmsGateway, SmsMessage } from '../modules/otp/sms-gateway.ts';

/** An SMS gateway that keeps messages so tests can read the codes. */
export function recordingSms() {
  const sent: SmsMessage[] = [];
  const gateway: SmsGateway = {
    async send(message) {
      sent.push(message);
    },
  };
  const lastCode = (phone: string) => sent.findLast((m) => m.to === phone)?.code ?? '';
  return { gateway, sent, lastCode };
}

export const CLIENT_ID = 'GoTrack_App';
export const FULL_SCOPE = 'offline_access openid profile email phone roles GoTrack';

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
  error?: string;
  error_description?: string;
}

/** POSTs a form to the token endpoint; resolves to the status and the JSON body. */
export async function tokenRequest(
  app: FastifyInstance,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
  return { status: res.statusCode, body: res.json<TokenResponse>(), headers: res.headers };
}

/** Asks for a code (through the API, from `ip`) and returns what the gateway received. */
export async function requestCode(
  app: FastifyInstance,
  sms: ReturnType<typeof recordingSms>,
  phone: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/app/otp/sendOtp',
    headers,
    payload: { phone },
  });
  if (res.statusCode !== 204) throw new Error(`sendOtp ${res.statusCode}: ${res.body}`);
  return sms.lastCode(normalizePhone(phone) ?? phone);
}

/** Full one-time-code sign-in: send a code, exchange it for tokens. */
export async function otpSignIn(
  app: FastifyInstance,
  sms: ReturnType<typeof recordingSms>,
  phone: string,
  headers: Record<string, string> = {},
  scope = FULL_SCOPE,
) {
  const code = await requestCode(app, sms, phone, headers);
  return tokenRequest(app, { grant_type: 'otp', phone_number: phone, otp: code, scope }, headers);
}

export const claimsOf = (jwt: string | undefined) => decodeJwt(jwt ?? '');
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
