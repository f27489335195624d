import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboundGuard } from '../../outbound/guard.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SmsGateway } from '../otp/sms-gateway.ts';
import { pushRoutes } from '../push/routes.ts';
import { createDrainer, type Drainer, type DrainerOptions } from './drainer.ts';
import { fcmSender, fcmUnavailable } from './fcm-sender.ts';
import { pushSenders, type PushSender } from './push-sender.ts';
import { webPushSender } from './web-push-sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the notifications' outbox (issue 16). */
    delivery: Drainer;
  }
}

export interface DeliveryDeps {
  config: Config;
  db: Db;
  sms: SmsGateway;
  mailer: Mailer;
  /** Replaces the real push services (tests). */
  push?: PushSender;
  drainer?: DrainerOptions;
}

/** The push services this configuration can reach. */
function pushSenderFor(app: FastifyInstance, config: Config): PushSender {
  const { vapidKeys, vapidSubject, fcmServiceAccount, serviceHosts } = config.push;
  const log = app.log;
  return pushSenders({
    webpush: vapidKeys
      ? webPushSender({
          keys: vapidKeys,
          subject: vapidSubject,
          serviceHosts,
          outbound: outboundGuard(config.outbound),
        })
      : {
          // Only a server built without keys (tests): serve.ts always has a pair.
          send: async () => ({ status: 'skip', error: 'no VAPID keys' }),
        },
    fcm: fcmServiceAccount ? fcmSender(fcmServiceAccount) : fcmUnavailable(log, config.demo),
  });
}

/**
 * Push devices' routes and the outbox drainer. Woken by `wake()` (the alert engine wrote
 * notifications) and by its own poll; stopped when the app closes, before the database.
 */
export function registerDelivery(app: FastifyInstance, deps: DeliveryDeps): Drainer {
  const { config, db } = deps;
  pushRoutes(app, { db, serviceHosts: config.push.serviceHosts });
  const drainer = createDrainer(
    {
      db,
      log: app.log,
      push: deps.push ?? pushSenderFor(app, config),
      sms: deps.sms,
      mailer: deps.mailer,
      appName: config.appName,
      publicUrl: config.publicUrl,
    },
    deps.drainer,
  );
  app.decorate('delivery', drainer);
  app.addHook('onClose', () => drainer.close());
  return drainer;
}
