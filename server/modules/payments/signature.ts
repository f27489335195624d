import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ProviderNotification, ProviderResult } from './provider.ts';

/**
 * The sandbox's signed notification: HMAC-SHA256 over the fields in a fixed order, hex, sent in
 * a header so the JSON body can be parsed normally. A notice older (or newer) than 10 minutes is
 * refused, so a captured one cannot be replayed later even once its nonce is forgotten.
 */
export const SIGNATURE_HEADER = 'x-payment-signature';
export const MAX_AGE_SECONDS = 10 * 60;

export interface SignedNotification extends ProviderNotification {
  /** Seconds since the epoch. */
  timestamp: number;
}

const canonical = (n: SignedNotification) =>
  [n.paymentId, n.status, n.nonce, String(n.timestamp)].join('\n');

export const signNotification = (secret: Buffer, n: SignedNotification): string =>
  createHmac('sha256', secret).update(canonical(n)).digest('hex');

/** A new notification with a fresh nonce, and its signature. */
export function makeNotification(
  secret: Buffer,
  paymentId: string,
  status: ProviderResult,
  now = new Date(),
): { body: SignedNotification; signature: string } {
  const body = {
    paymentId,
    status,
    nonce: randomUUID(),
    timestamp: Math.floor(now.getTime() / 1000),
  };
  return { body, signature: signNotification(secret, body) };
}

function parse(body: unknown): SignedNotification | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const ok =
    typeof b.paymentId === 'string' &&
    (b.status === 'Paid' || b.status === 'Failed') &&
    typeof b.nonce === 'string' &&
    b.nonce.length > 0 &&
    b.nonce.length <= 100 &&
    typeof b.timestamp === 'number' &&
    Number.isInteger(b.timestamp);
  if (!ok) return null;
  return {
    paymentId: b.paymentId as string,
    status: b.status as ProviderResult,
    nonce: b.nonce as string,
    timestamp: b.timestamp as number,
  };
}

/** The notification if its signature matches and its timestamp is recent, else null. */
export function verifySignedNotification(
  secret: Buffer,
  body: unknown,
  signature: string | undefined,
  now = new Date(),
): ProviderNotification | null {
  const n = parse(body);
  if (!n || !signature || !/^[0-9a-f]{64}$/i.test(signature)) return null;
  const expected = Buffer.from(signNotification(secret, n), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
  if (Math.abs(now.getTime() / 1000 - n.timestamp) > MAX_AGE_SECONDS) return null;
  return { paymentId: n.paymentId, status: n.status, nonce: n.nonce };
}
