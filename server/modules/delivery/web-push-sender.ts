import webPush from 'web-push';
import type { PushMessage } from '../../../src/api/contract/push.ts';
import type { VapidKeys } from '../../config-push.ts';
import { OutboundRefused, type OutboundGuard } from '../../outbound/guard.ts';
import { parsePushServices } from '../push/push-services.ts';
import { parseToken } from '../push/token.ts';
import { resultOfStatus, type PushSender } from './push-sender.ts';

export interface WebPushOptions {
  keys: VapidKeys;
  subject: string;
  /** The push services endpoints may name, as at registration (PUSH_SERVICE_HOSTS). */
  serviceHosts: readonly string[];
  /** The endpoint is an address a user chose: every request goes through the guard. */
  outbound: OutboundGuard;
  timeoutMs?: number;
}

/** An alert is worth showing for a day; a phone off longer than that gets the list instead. */
const TTL_SECONDS = 24 * 60 * 60;
/** Push services answer 201 with an empty body, or a short error: more is not a push service. */
const MAX_ANSWER_BYTES = 16 * 1024;

/**
 * Standard Web Push (RFC 8030) with an aes128gcm-encrypted payload (RFC 8291) and VAPID
 * (RFC 8292). `web-push` builds the request (encryption, headers); the outbound guard sends it.
 * web-push's own `sendNotification` would take an `agent`, but it re-parses the endpoint with
 * the legacy `url.parse`, speaks https only and reads an answer of any size.
 */
export function webPushSender(opts: WebPushOptions): PushSender {
  const vapidDetails = { subject: opts.subject, ...opts.keys };
  const services = parsePushServices(opts.serviceHosts);
  return {
    async send(target, message: PushMessage) {
      const parsed = parseToken(target.token, services);
      if ('problem' in parsed) {
        // The operator no longer lists its push service: keep the device for when they do.
        if (parsed.problem === 'push-service') {
          return { status: 'skip', error: 'push service not in PUSH_SERVICE_HOSTS' };
        }
        return { status: 'gone', error: 'unusable subscription' };
      }
      if (parsed.kind !== 'webpush') return { status: 'gone', error: 'not a subscription' };
      const request = webPush.generateRequestDetails(parsed.subscription, JSON.stringify(message), {
        vapidDetails,
        TTL: TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
      try {
        const res = await opts.outbound.request({
          url: request.endpoint,
          method: 'POST',
          headers: request.headers,
          body: request.body ?? undefined,
          timeoutMs: opts.timeoutMs ?? 10_000,
          maxResponseBytes: MAX_ANSWER_BYTES,
        });
        return resultOfStatus(res.status);
      } catch (err) {
        const why = (err as Error).message;
        // Refused for its address: trying again would be refused again.
        if (err instanceof OutboundRefused)
          return { status: 'skip', error: `push endpoint refused: ${why}` };
        return { status: 'retry', error: `push service failed: ${why}` };
      }
    },
  };
}
