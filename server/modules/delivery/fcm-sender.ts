import type { FastifyBaseLogger } from 'fastify';
import type { Messaging } from 'firebase-admin/messaging';
import type { PushMessage } from '../../../src/api/contract/push.ts';
import type { PushSender } from './push-sender.ts';

/** FCM's answers that mean the token is dead: the device is deleted. */
const GONE = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/**
 * The FCM data of a push: every field as a string (FCM allows nothing else; null → ''), and
 * the whole message as JSON in `message` for the service worker, which parses it with the
 * contract's `pushMessage`.
 */
export function fcmData(message: PushMessage): Record<string, string> {
  const flat = Object.fromEntries(Object.entries(message).map(([k, v]) => [k, String(v ?? '')]));
  return { ...flat, message: JSON.stringify(message) };
}

/**
 * FCM HTTP v1 through firebase-admin, with the service account of FIREBASE_SERVICE_ACCOUNT.
 * Data-only messages: our service worker (and the app) shows them, so a browser never shows
 * two. firebase-admin is loaded on the first push: a server without FCM never parses it.
 */
export function fcmSender(serviceAccount: Record<string, unknown>): PushSender {
  let messaging: Promise<Messaging> | undefined;
  const connect = async () => {
    const { cert, initializeApp } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    const app = initializeApp({ credential: cert(serviceAccount) }, 'gotrack-push');
    return getMessaging(app);
  };
  return {
    async send(target, message) {
      messaging ??= connect();
      try {
        await (
          await messaging
        ).send({
          token: target.token,
          data: fcmData(message),
          android: { priority: 'high', ttl: 24 * 60 * 60 * 1000, collapseKey: message.tag },
          webpush: { headers: { Urgency: 'high', TTL: String(24 * 60 * 60) } },
        });
        return { status: 'sent' };
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (GONE.has(code)) return { status: 'gone', error: code };
        return { status: 'retry', error: code || (err as Error).message };
      }
    },
  };
}

/**
 * No FCM service account: demo mode logs the push (one line, no token); a real server cannot
 * send to FCM devices and says so — Web Push devices are still served.
 */
export function fcmUnavailable(log: FastifyBaseLogger, demo: boolean): PushSender {
  return {
    async send(target, message) {
      if (demo) {
        log.info(`demo push (FCM) to device ${target.id}: ${message.title}`);
        return { status: 'sent' };
      }
      log.warn(
        { device: target.id },
        'no FCM configured (FIREBASE_SERVICE_ACCOUNT): push not sent',
      );
      return { status: 'skip', error: 'FCM not configured' };
    },
  };
}
