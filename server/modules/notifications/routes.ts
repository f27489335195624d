import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listNotifications, type Notification } from '../../../src/api/contract/notifications.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { authenticatedRoutes, requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import {
  notification,
  trackAccount,
  userTrackAccountAssociation as association,
} from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { readerCulture } from '../abp/culture.ts';
import { currentUserRow } from '../identity/current-user.ts';
import { inTenant } from '../identity/users.ts';
import { NO_ACCOUNT_ACCESS_CODE } from '../../../src/api/contract/track-accounts.ts';
import {
  CHOOSE_ACCOUNT_MESSAGE,
  NO_ACCESS_MESSAGE,
  requireFeature,
} from '../track-accounts/access.ts';
import { alertSettings } from '../alert-engine/rule-of.ts';
import { seesAccount } from '../track-accounts/associations.ts';
import { plateNameIn } from './plate-name.ts';
import { renderNotification } from './render.ts';

type Row = typeof notification.$inferSelect;

/**
 * The account is named in the query (`trackAccoundId`, the spec's spelling): the caller must be
 * an active member of it, owner or observer. Refused like every account call: no account in the
 * token → "Choose a track account first."; not a member → "You do not have access…", with the
 * code that makes the app drop the account only when it is the token's own account.
 */
async function requireMemberOf(db: Db, req: FastifyRequest, accountId: string): Promise<void> {
  const user = requireUser(req);
  if (!user.trackAccountId) throw new BusinessError(CHOOSE_ACCOUNT_MESSAGE);
  const [row] = await db
    .select({ id: association.id })
    .from(association)
    .innerJoin(trackAccount, eq(trackAccount.id, association.trackAccountId))
    .where(
      and(
        eq(association.userId, user.userId),
        eq(association.trackAccountId, accountId),
        seesAccount(),
        inTenant(trackAccount.tenantId, user.tenantId),
      ),
    );
  if (!row) {
    const own = accountId === user.trackAccountId;
    throw new BusinessError(NO_ACCESS_MESSAGE, own ? { code: NO_ACCOUNT_ACCESS_CODE } : {});
  }
}

/**
 * What the alert engine raised for the caller in one account (spec part 2 §2 "Notifications",
 * §7): their own rows only, newest first, title and body written in their language now.
 */
export function notificationRoutes(app: FastifyInstance, db: Db): void {
  authenticatedRoutes(app, (scope) => {
    route(scope, listNotifications, async (req) => {
      const accountId = req.query.trackAccoundId;
      await requireMemberOf(db, req, accountId);
      await requireFeature(db, accountId, FEATURES.notifications);
      const user = await currentUserRow(db, req);
      const language = readerCulture(req.headers['accept-language'], user.language);
      // Times in the text are the accounts' clock (the engine's time-zone setting).
      const { timeZone } = await alertSettings(db, requireUser(req).tenantId);
      const where = and(
        eq(notification.userId, user.id),
        eq(notification.trackAccountId, accountId),
      );
      const rows = await db
        .select()
        .from(notification)
        .where(where)
        .orderBy(desc(notification.createdAt), desc(notification.id))
        // Spec part 2 §9: skipCount counts loads here, not items (the original back end's rule).
        .offset(req.query.skipCount * req.query.maxResultCount)
        .limit(req.query.maxResultCount);
      const [total] = await db.select({ n: count() }).from(notification).where(where);
      const dto = (r: Row): Notification => {
        const name = r.details.vehicleName;
        return {
          id: r.id,
          ...renderNotification(r, language, timeZone),
          alertType: r.alertType,
          vehicleId: r.vehicleId,
          vehicleName: typeof name === 'string' && name ? plateNameIn(name, language) : null,
          latitude: r.lat,
          longitude: r.lon,
          time: r.time.toISOString(),
          creationTime: r.createdAt.toISOString(),
        };
      };
      return { items: rows.map(dto), totalCount: total?.n ?? 0 };
    });
  });
}
