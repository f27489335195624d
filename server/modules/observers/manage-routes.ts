import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activateObserver,
  createObserver,
  deactivateObserver,
  deleteObserver,
  updateObserver,
} from '../../../src/api/contract/observers.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import type { Db } from '../../db/client.ts';
import { appUser, userTrackAccountAssociation as assoc } from '../../db/schema.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { inTenant } from '../identity/users.ts';
import { requireFeature, type AccountCaller } from '../track-accounts/access.ts';
import { lockAccount, requireRoomForActiveUser } from '../track-accounts/user-limit.ts';
import { BusinessError } from '../../http/errors.ts';
import { DECLINED_MESSAGE } from './invite.ts';
import { findObserver, observerDto, observersOf } from './service.ts';
import * as write from './write.ts';

/** Add, edit, delete and (de)activate observers (spec part 2 §4, §7); `owner` checks the caller. */
export function manageRoutes(
  scope: FastifyInstance,
  db: Db,
  owner: (req: FastifyRequest) => Promise<AccountCaller>,
): void {
  route(scope, createObserver, async (req) => {
    const caller = await owner(req);
    if (req.body.vehicleGroupIds.length > 0) {
      await requireFeature(db, caller.trackAccountId, FEATURES.groupManagement);
    }
    const id = await write.createObserver(db, caller, req.body, idempotencyKeyOf(req));
    return observerDto(await findObserver(db, caller.trackAccountId, id));
  });

  route(scope, updateObserver, async (req) => {
    const caller = await owner(req);
    await write.updateObserver(db, caller, req.body);
    const id = req.body.userTrackAccountAssociationId;
    return observerDto(await findObserver(db, caller.trackAccountId, id));
  });

  // The observer loses the account at once: every account call checks the association, and so
  // does a token refresh asking for the account. Deleting who is not an observer here (already
  // deleted, an owner, a stranger) is done, not an error: a replay succeeds, nothing is revealed.
  route(scope, deleteObserver, async (req) => {
    const caller = await owner(req);
    const users = db
      .select({ id: appUser.id })
      .from(appUser)
      .where(
        and(
          inTenant(appUser.tenantId, caller.tenantId),
          eq(appUser.phoneNumber, req.query.phoneNumber),
          isNull(appUser.deletedAt),
        ),
      );
    await db
      .delete(assoc)
      .where(and(observersOf(caller.trackAccountId), inArray(assoc.userId, users)));
    return undefined;
  });

  route(scope, activateObserver, async (req) => {
    const caller = await owner(req);
    await db.transaction(async (tx) => {
      await lockAccount(tx, caller.trackAccountId);
      const found = await findObserver(tx, caller.trackAccountId, req.params.id);
      if (found.isActive) return;
      // Switching on someone who said no would not give them the account: say what would.
      if (found.invitationStatus === 'Declined') throw new BusinessError(DECLINED_MESSAGE);
      await requireRoomForActiveUser(tx, caller.trackAccountId);
      await tx.update(assoc).set({ isActive: true }).where(eq(assoc.id, found.id));
    });
    return undefined;
  });

  route(scope, deactivateObserver, async (req) => {
    const caller = await owner(req);
    const found = await findObserver(db, caller.trackAccountId, req.params.id);
    await db.update(assoc).set({ isActive: false }).where(eq(assoc.id, found.id));
    return undefined;
  });
}
