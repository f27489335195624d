import webPush from 'web-push';
import type { PushMessage } from '../../../src/api/contract/push.ts';
import type { VapidKeys } from '../../config-push.ts';
import { parseToken } from '../push/token.ts';
import { resultOfStatus, type PushSender } from './push-sender.ts';

export interface WebPushOptions {
  keys: VapidKeys;
  subject: string;
  /** Endpoints on this machine are allowed (demo and tests), as at registration. */
  allowLocal: boolean;
  timeoutMs?: number;
}

/** An alert is worth showing for a day; a phone off longer than that gets the list instead. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Standard Web Push (RFC 8030) with an aes128gcm-encrypted payload (RFC 8291) and VAPID
 * (RFC 8292), built by `web-push`. The request is sent with fetch rather than web-push's own
 * https client, which cannot reach the plain-http fake push service of the demo and tests.
 */
export function webPushSender(opts: WebPushOptions): PushSender {
  const vapidDetails = { subject: opts.subject, ...opts.keys };
  return {
    async send(target, message: PushMessage) {
      const parsed = parseToken(target.token, opts.allowLocal);
      if (parsed?.kind !== 'webpush') return { status: 'gone', error: 'unusable subscription' };
      const request = webPush.generateRequestDetails(parsed.subscription, JSON.stringify(message), {
        vapidDetails,
        TTL: TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
      try {
        const res = await fetch(request.endpoint, {
          method: 'POST',
          headers: request.headers as Record<string, string>,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
        await res.body?.cancel();
        return resultOfStatus(res.status);
      } catch (err) {
        return { status: 'retry', error: `push service unreachable: ${(err as Error).message}` };
      }
    },
  };
}
