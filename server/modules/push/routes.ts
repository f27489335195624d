import { and, eq, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deleteFcmDevice, registerFcmDevice } from '../../../src/api/contract/push.ts';
import { authenticatedRoutes, requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { pushDevice } from '../../db/schema.ts';
import { ValidationError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { parseToken, tokenKeyOf } from './token.ts';

export const BAD_TOKEN_MESSAGE =
  'The push token is not a usable FCM token or Web Push subscription.';

export interface PushRouteOptions {
  db: Db;
  /** Web Push endpoints on this machine are accepted (demo and tests: a fake push service). */
  allowLocalEndpoints: boolean;
}

/**
 * Push devices (spec part 1 §3, §7): any signed-in user registers their own browsers and phones
 * and removes them. A device id re-registered replaces its token; a token someone else had
 * registered moves to the caller (the phone or browser profile changed hands), so it never
 * gets the previous owner's alerts.
 */
export function pushRoutes(app: FastifyInstance, opts: PushRouteOptions): void {
  const { db } = opts;
  authenticatedRoutes(app, (scope) => {
    route(scope, registerFcmDevice, async (req) => {
      const { userId } = requireUser(req);
      const { fcmToken, deviceType, name, deviceId } = req.body;
      const parsed = parseToken(fcmToken, opts.allowLocalEndpoints);
      if (!parsed)
        throw new ValidationError([{ message: BAD_TOKEN_MESSAGE, members: ['fcmToken'] }]);
      const now = new Date();
      const write = () =>
        db.transaction(async (tx) => {
          // The token leaves any other row first: another user's, or this user's other device id.
          const mine = and(eq(pushDevice.userId, userId), eq(pushDevice.deviceId, deviceId));
          await tx
            .delete(pushDevice)
            .where(and(eq(pushDevice.tokenKey, parsed.tokenKey), not(mine!)));
          const values = {
            ...{ deviceType, name, kind: parsed.kind, token: fcmToken },
            ...{ tokenKey: parsed.tokenKey, refreshedAt: now },
          };
          await tx
            .insert(pushDevice)
            .values({ userId, deviceId, ...values })
            .onConflictDoUpdate({ target: [pushDevice.userId, pushDevice.deviceId], set: values });
        });
      try {
        await write();
      } catch (err) {
        // Another registration of this token committed between our delete and insert (two
        // users, or two of this user's device ids, at once): once more moves it to us.
        if (!isUniqueViolation(err)) throw err;
        await write();
      }
    });

    // Only the caller's own device: another user's token is not theirs to remove, and the
    // same answer either way tells nobody whether it exists.
    route(scope, deleteFcmDevice, async (req) => {
      const { userId } = requireUser(req);
      const key = tokenKeyOf(req.query.deviceToken);
      await db
        .delete(pushDevice)
        .where(and(eq(pushDevice.userId, userId), eq(pushDevice.tokenKey, key)));
    });
  });
}
