import { createHash } from 'node:crypto';
import { isLoopback } from '../../config.ts';

/** A standard Web Push subscription (RFC 8030 endpoint, RFC 8291 keys), as the browser gives it. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type ParsedToken =
  | { kind: 'fcm'; tokenKey: string }
  | { kind: 'webpush'; tokenKey: string; subscription: WebPushSubscription };

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const bytesOf = (s: unknown) =>
  typeof s === 'string' && BASE64URL.test(s) ? Buffer.from(s, 'base64url').length : -1;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Whether the server may POST to this push endpoint. The endpoint comes from the caller, so it
 * is a request the server makes on their behalf: only https to a named host (push services
 * are), never an address on the server's own network. `allowLocal` (demo and tests: the e2e's
 * fake push service) also lets http(s) to this machine through, and nothing else.
 */
export function endpointAllowed(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isLoopback(host)) return allowLocal && /^https?:$/.test(url.protocol);
  const ipLiteral = /^[\d.]+$/.test(host) || host.includes(':');
  return url.protocol === 'https:' && !ipLiteral && host.includes('.');
}

/**
 * What kind of token the app registered: the JSON of a Web Push subscription, or an FCM
 * registration token (anything else). Null: a subscription that cannot be used. The key that
 * identifies the token is its endpoint for Web Push (the browser may re-serialise the keys).
 */
export function parseToken(token: string, allowLocal: boolean): ParsedToken | null {
  if (!token.trimStart().startsWith('{')) {
    return /^[\x21-\x7e]+$/.test(token) ? { kind: 'fcm', tokenKey: sha256(`fcm:${token}`) } : null;
  }
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return null;
  }
  const s = value as Partial<WebPushSubscription> | null;
  const endpoint = s?.endpoint;
  const keys = s?.keys;
  if (typeof endpoint !== 'string' || !endpointAllowed(endpoint, allowLocal)) return null;
  // An uncompressed P-256 point is 65 bytes; the auth secret 16 (RFC 8291 §3).
  if (!keys || bytesOf(keys.p256dh) !== 65 || bytesOf(keys.auth) !== 16) return null;
  return {
    kind: 'webpush',
    tokenKey: sha256(`webpush:${endpoint}`),
    subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  };
}

/** The key of a token named in a delete (no validation: an unusable one matches nothing). */
export function tokenKeyOf(token: string): string {
  const parsed = parseToken(token, true);
  if (parsed) return parsed.tokenKey;
  return sha256(`fcm:${token}`);
}
