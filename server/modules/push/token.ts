import { createHash, createPublicKey } from 'node:crypto';
import { onPushService, type PushServiceRule } from './push-services.ts';

/** A standard Web Push subscription (RFC 8030 endpoint, RFC 8291 keys), as the browser gives it. */
export interface WebPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type ParsedToken =
  | { kind: 'fcm'; tokenKey: string }
  | { kind: 'webpush'; tokenKey: string; subscription: WebPushSubscription };

/**
 * Why a token cannot be used: `unreadable` (neither an FCM token nor subscription JSON),
 * `push-service` (the endpoint is not on a configured push service), `keys`.
 */
export type TokenProblem = 'unreadable' | 'push-service' | 'keys';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const bytesOf = (s: unknown) =>
  typeof s === 'string' && BASE64URL.test(s) ? Buffer.from(s, 'base64url') : null;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const webPushKey = (endpoint: string) => sha256(`webpush:${endpoint}`);
const fcmKey = (token: string) => sha256(`fcm:${token}`);

/** An uncompressed point on P-256 (65 bytes, 0x04 first) that node:crypto accepts as a key. */
function isP256Point(p256dh: unknown): boolean {
  const point = bytesOf(p256dh);
  if (point?.length !== 65 || point[0] !== 4) return false;
  const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
  try {
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** The JSON of a subscription, or null for anything else (an FCM token). */
function subscriptionJson(token: string): Partial<WebPushSubscription> | null | 'unreadable' {
  if (!token.trimStart().startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(token);
    return value && typeof value === 'object' ? value : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * What kind of token the app registered: the JSON of a Web Push subscription, or an FCM
 * registration token (anything else). The endpoint of a subscription is an address the server
 * will POST to on the caller's behalf, so it must be on one of the push services `services`
 * names; its keys must be a real P-256 point and a 16-byte auth secret (RFC 8291 §3). The key
 * that identifies the token is its endpoint for Web Push (the browser may re-serialise the keys).
 */
export function parseToken(
  token: string,
  services: readonly PushServiceRule[],
): ParsedToken | { problem: TokenProblem } {
  const json = subscriptionJson(token);
  if (json === 'unreadable') return { problem: 'unreadable' };
  if (json === null) {
    return /^[\x21-\x7e]+$/.test(token)
      ? { kind: 'fcm', tokenKey: fcmKey(token) }
      : { problem: 'unreadable' };
  }
  const { endpoint, keys } = json;
  if (typeof endpoint !== 'string') return { problem: 'unreadable' };
  const url = URL.parse(endpoint);
  if (!url || !onPushService(services, url)) return { problem: 'push-service' };
  if (!keys || !isP256Point(keys.p256dh) || bytesOf(keys.auth)?.length !== 16) {
    return { problem: 'keys' };
  }
  return {
    kind: 'webpush',
    tokenKey: webPushKey(endpoint),
    subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  };
}

/** The key of a token named in a delete (no validation: an unusable one matches nothing). */
export function tokenKeyOf(token: string): string {
  const json = subscriptionJson(token);
  return typeof json === 'object' && typeof json?.endpoint === 'string'
    ? webPushKey(json.endpoint)
    : fcmKey(token);
}
