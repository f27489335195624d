import type { PushMessage } from '../../../src/api/contract/push.ts';
import type { PushKind } from '../../db/schema-push.ts';

/** One registered device, as a sender needs it. */
export interface PushTarget {
  id: string;
  kind: PushKind;
  /** The FCM token, or the Web Push subscription's JSON. */
  token: string;
}

/**
 * What the push service said. `gone`: the token or subscription no longer exists (404/410,
 * FCM's "not registered") — the device is deleted; `retry`: try again later (5xx, network,
 * rate limit); `skip`: this server cannot send to such a device (no FCM configured).
 */
export type PushResult = { status: 'sent' } | { status: 'gone' | 'retry' | 'skip'; error: string };

/** A push service (DESIGN.md "Delivery": an interface, real senders, fakes in tests). */
export interface PushSender {
  send(target: PushTarget, message: PushMessage): Promise<PushResult>;
}

/** Sends each device kind through its own sender. */
export function pushSenders(byKind: Record<PushKind, PushSender>): PushSender {
  return { send: (target, message) => byKind[target.kind].send(target, message) };
}

/** The result an HTTP status of a push service means (RFC 8030 §5, FCM v1 alike). */
export function resultOfStatus(status: number): PushResult {
  if (status >= 200 && status < 300) return { status: 'sent' };
  if (status === 404 || status === 410) return { status: 'gone', error: `push service ${status}` };
  return { status: 'retry', error: `push service ${status}` };
}
