import { and, eq, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deleteFcmDevice, registerFcmDevice } from '../../../src/api/contract/push.ts';
import { authenticatedRoutes, requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { pushDevice } from '../../db/schema.ts';
import { ValidationError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { BAD_TOKEN_MESSAGE, PUSH_KEYS_MESSAGE, PUSH_SERVICE_MESSAGE } from './messages.ts';
import { parsePushServices } from './push-services.ts';
import { parseToken, tokenKeyOf, type TokenProblem } from './token.ts';

export interface PushRouteOptions {
  db: Db;
  /** The push services a Web Push endpoint may name (PUSH_SERVICE_HOSTS, push-services.ts). */
  serviceHosts: readonly string[];
}

const PROBLEM_MESSAGES: Record<TokenProblem, string> = {
  unreadable: BAD_TOKEN_MESSAGE,
  'push-service': PUSH_SERVICE_MESSAGE,
  keys: PUSH_KEYS_MESSAGE,
};

/**
 * Push devices (spec part 1 §3, §7): any signed-in user registers their own browsers and phones
 * and removes them. A device id re-registered replaces its token; a token someone else had
 * registered moves to the caller (the phone or browser profile changed hands), so it never
 * gets the previous owner's alerts.
 */
export function pushRoutes(app: FastifyInstance, opts: PushRouteOptions): void {
  const { db } = opts;
  const services = parsePushServices(opts.serviceHosts);
  authenticatedRoutes(app, (scope) => {
    route(scope, registerFcmDevice, async (req) => {
      const { userId } = requireUser(req);
      const { fcmToken, deviceType, name, deviceId } = req.body;
      const parsed = parseToken(fcmToken, services);
      if ('problem' in parsed) {
        const message = PROBLEM_MESSAGES[parsed.problem];
        throw new ValidationError([{ message, members: ['fcmToken'] }]);
      }
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
