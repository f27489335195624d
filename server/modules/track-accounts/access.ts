import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import {
  observerVehicle,
  observerVehicleGroup,
  trackAccount,
  userTrackAccountAssociation,
  vehicle,
  vehicleGroupVehicle,
} from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { NO_ACCOUNT_ACCESS_CODE } from '../../../src/api/contract/track-accounts.ts';
import { accountFeatures } from '../features/account-features.ts';
import { inTenant } from '../identity/users.ts';
import { seesAccount, type AssociationType } from './associations.ts';

/** The caller acting in the track account of their access token, checked against the database. */
export interface AccountCaller {
  userId: string;
  tenantId: string | null;
  trackAccountId: string;
  associationId: string;
  associationType: AssociationType;
}

export const CHOOSE_ACCOUNT_MESSAGE = 'Choose a track account first.';
export const NO_ACCESS_MESSAGE = 'You do not have access to this track account.';

/**
 * Every account-scoped endpoint starts here: the token must name a track account
 * (`track_account_id`) and the caller must still be an active member of it who accepted.
 */
export async function requireAccountCaller(db: Db, req: FastifyRequest): Promise<AccountCaller> {
  const user = requireUser(req);
  if (!user.trackAccountId) throw new BusinessError(CHOOSE_ACCOUNT_MESSAGE);
  const [row] = await db
    .select({
      id: userTrackAccountAssociation.id,
      associationType: userTrackAccountAssociation.associationType,
    })
    .from(userTrackAccountAssociation)
    .innerJoin(trackAccount, eq(trackAccount.id, userTrackAccountAssociation.trackAccountId))
    .where(
      and(
        eq(userTrackAccountAssociation.userId, user.userId),
        eq(userTrackAccountAssociation.trackAccountId, user.trackAccountId),
        seesAccount(),
        inTenant(trackAccount.tenantId, user.tenantId),
      ),
    );
  if (!row) throw new BusinessError(NO_ACCESS_MESSAGE, { code: NO_ACCOUNT_ACCESS_CODE });
  return {
    userId: user.userId,
    tenantId: user.tenantId,
    trackAccountId: user.trackAccountId,
    associationId: row.id,
    associationType: row.associationType,
  };
}

export function requireOwner(caller: AccountCaller): void {
  if (caller.associationType !== 'Owner') {
    throw new BusinessError('You are an observer not an owner');
  }
}

/** 403 unless the account has at least one of the features on (value "True"). */
export async function requireFeature(db: Db, trackAccountId: string, ...names: string[]) {
  const rows = await accountFeatures(db, trackAccountId, names);
  if (!rows.some((r) => r.value.toLowerCase() === 'true')) {
    throw new BusinessError('you don`t have access to this part of the application', {
      code: 'GoTrack:FeatureNotEnabled',
      data: { features: names },
    });
  }
}

/**
 * An owner-only area behind a plan feature (groups, observers): the caller, checked in that order
 * so an observer is told "You are an observer not an owner" whatever the plan.
 */
export async function requireOwnerWith(
  db: Db,
  req: FastifyRequest,
  ...features: string[]
): Promise<AccountCaller> {
  const caller = await requireAccountCaller(db, req);
  requireOwner(caller);
  await requireFeature(db, caller.trackAccountId, ...features);
  return caller;
}

/**
 * Vehicles the caller may see: the account's; for an observer only those assigned to them and
 * those of the groups assigned to them. (An inactive observer never gets here: see
 * requireAccountCaller.)
 */
export function visibleVehicles(caller: AccountCaller): SQL {
  const ofAccount = eq(vehicle.trackAccountId, caller.trackAccountId);
  if (caller.associationType === 'Owner') return ofAccount;
  // A sub-select, not a second query: one statement (PGlite has one connection).
  const assigned = sql`${vehicle.id} in (${observedVehicleIds(caller.associationId)})`;
  return and(ofAccount, assigned) as SQL;
}

/**
 * A sub-select of the vehicle ids an observer's association is given: its own vehicles and its
 * groups' vehicles. `associationId` may be a column of the outer query (the alert engine asks
 * which observers see a vehicle).
 */
export function observedVehicleIds(associationId: string | SQL): SQL {
  return sql`select ${observerVehicle.vehicleId} from ${observerVehicle}
      where ${observerVehicle.associationId} = ${associationId}
    union
    select ${vehicleGroupVehicle.vehicleId} from ${vehicleGroupVehicle}
      join ${observerVehicleGroup} on ${observerVehicleGroup.groupId} = ${vehicleGroupVehicle.groupId}
      where ${observerVehicleGroup.associationId} = ${associationId}`;
}
