import { and, eq, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationMethod } from '../../../src/api/contract/alerts.ts';
import { pushTargetUrl, type PushMessage } from '../../../src/api/contract/push.ts';
import type { Db } from '../../db/client.ts';
import type { notification } from '../../db/schema.ts';
import { pushDevice, pushSend } from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renderNotification, type Language } from '../notifications/render.ts';
import type { SmsGateway } from '../otp/sms-gateway.ts';
import type { PushSender } from './push-sender.ts';
import { refundSmsMessage, takeSmsMessage } from './sms-bundle.ts';

/** A claimed delivery with what its sending needs (drainer.ts reads it). */
export interface DeliveryJob {
  method: NotificationMethod;
  notification: typeof notification.$inferSelect;
  recipient: {
    language: string | null;
    phoneNumber: string | null;
    email: string | null;
    emailVerified: boolean;
  };
  timeZone: string;
}

export type Outcome = { status: 'sent' } | { status: 'retry' | 'failed'; error: string };

export interface Senders {
  db: Db;
  log: FastifyBaseLogger;
  push: PushSender;
  sms: SmsGateway;
  mailer: Mailer;
  appName: string;
  publicUrl: string;
}

/** The stored language of the recipient decides; nothing stored → English. */
export const languageOf = (stored: string | null): Language =>
  stored?.toLowerCase().startsWith('ar') ? 'ar' : 'en';

export function pushMessageOf(job: DeliveryJob): PushMessage {
  const n = job.notification;
  const language = languageOf(job.recipient.language);
  return {
    notificationId: n.id,
    ...renderNotification(n, language, job.timeZone),
    alertType: n.alertType,
    vehicleId: n.vehicleId,
    trackAccountId: n.trackAccountId,
    time: n.time.toISOString(),
    // One vehicle's alerts of one type replace each other on the screen instead of stacking.
    tag: `${n.vehicleId ?? n.trackAccountId}:${n.alertType}`,
    url: pushTargetUrl(n.vehicleId, n.trackAccountId),
    language,
  };
}

const failed = (error: string): Outcome => ({ status: 'failed', error });
const retry = (err: unknown): Outcome => ({ status: 'retry', error: (err as Error).message });

/** Sends one delivery by its method. Never throws: what went wrong is in the outcome. */
export async function deliver(s: Senders, job: DeliveryJob): Promise<Outcome> {
  const message = pushMessageOf(job);
  const { recipient } = job;
  try {
    switch (job.method) {
      case 'MobileNotification':
        return await pushToDevices(s, job.notification, message);
      case 'Sms':
        if (!recipient.phoneNumber) return failed('no phone number');
        return await textFromBundle(s, job.notification.trackAccountId, {
          to: recipient.phoneNumber,
          text: `${s.appName}: ${message.body}`,
        });
      case 'Mailing':
        if (!recipient.email || !recipient.emailVerified) return failed('no verified e-mail');
        await s.mailer.sendMail({
          to: recipient.email,
          subject: message.title,
          text: `${message.body}\n\n${s.publicUrl}${message.url}`,
        });
        return { status: 'sent' };
      default:
        return failed(`unknown method ${String(job.method)}`);
    }
  } catch (err) {
    return retry(err);
  }
}

/** Sends one text paid from the account's SMS bundle; nothing is sent once it is used up. */
async function textFromBundle(
  s: Senders,
  trackAccountId: string,
  text: { to: string; text: string },
): Promise<Outcome> {
  const charged = await takeSmsMessage(s.db, trackAccountId);
  if (!charged) return failed('SMS bundle used up');
  try {
    await s.sms.send(text);
  } catch (err) {
    await refundSmsMessage(s.db, charged);
    throw err;
  }
  return { status: 'sent' };
}

/**
 * Every device of the recipient that has not had this notification yet. Each success is
 * written at once, so a retry (another device failed) never sends twice to one device.
 */
async function pushToDevices(
  s: Senders,
  n: DeliveryJob['notification'],
  message: PushMessage,
): Promise<Outcome> {
  const { db } = s;
  const sent = and(eq(pushSend.notificationId, n.id), eq(pushSend.pushDeviceId, pushDevice.id));
  const devices = await db
    .select({ id: pushDevice.id, kind: pushDevice.kind, token: pushDevice.token })
    .from(pushDevice)
    .where(
      and(
        eq(pushDevice.userId, n.userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(pushSend)
            .where(sent),
        ),
      ),
    );
  const [before] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSend)
    .where(eq(pushSend.notificationId, n.id));
  let delivered = (before?.n ?? 0) > 0;
  const errors: string[] = [];
  let again = false;
  for (const device of devices) {
    const result = await s.push.send(device, message);
    if (result.status === 'sent') {
      delivered = true;
      await db
        .insert(pushSend)
        .values({ notificationId: n.id, pushDeviceId: device.id })
        .onConflictDoNothing();
    } else {
      errors.push(result.error);
      if (result.status === 'retry') again = true;
      // The browser unsubscribed or the app was removed: the token will never work again.
      if (result.status === 'gone') await db.delete(pushDevice).where(eq(pushDevice.id, device.id));
    }
  }
  if (again) return { status: 'retry', error: errors.join('; ') };
  if (delivered) return { status: 'sent' };
  return failed(errors.length > 0 ? errors.join('; ') : 'no push device');
}
