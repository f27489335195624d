import { and, eq } from 'drizzle-orm';
import {
  ALERT_MESSAGES,
  type AlertType,
  type DayOfWeek,
  type NotificationMethod,
} from '../../../src/api/contract/alerts.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import type { Db } from '../../db/client.ts';
import {
  alertDefinition,
  alertDefinitionGroup,
  alertDefinitionRoute,
  alertDefinitionVehicle,
  alertDefinitionZone,
  appUser,
  geoZone,
  route,
} from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { requireAccountGroups, requireAccountVehicles, requireOwnRows } from '../groups/service.ts';
import { requireFeature, type AccountCaller } from '../track-accounts/access.ts';
import { holdAccountForCreate, refuseAtCap } from '../track-accounts/caps.ts';
import { MAILING_UNAVAILABLE } from '../settings/messages.ts';

/** English texts of this module's errors (Arabic in server/http/user-messages.ts). */
export const ZONE_NOT_IN_ACCOUNT = 'A geo-zone of the list is not in this track account.';
export const ROUTE_NOT_IN_ACCOUNT = 'A route of the list is not in this track account.';

/** One create of any family, as the contract parsed it; the family's own fields are optional. */
export interface DefinitionInput {
  type: AlertType;
  vehicleIds: string[];
  vehicleGroupIds: string[];
  notificationMethods: NotificationMethod[];
  geoZoneIds?: string[];
  routeIds?: string[];
  maxSpeed?: number;
  name?: string;
  startTime?: string;
  endTime?: string;
  daysOfWeek?: DayOfWeek[];
  /** Issue 31's settings its family takes (alert-quiet.ts); absent or null: the default. */
  minDurationSeconds?: number | null;
  zoneMarginMeters?: number | null;
  staleAfterMinutes?: number | null;
}

/** Whether this server can send e-mail at all (SMTP, or demo mode's outbox in the log). */
export interface AlertOptions {
  mailAvailable: boolean;
}

/** Mailing goes to the caller's address, so it must be one they proved (spec part 2 §4). */
async function requireVerifiedEmail(db: Db, userId: string): Promise<void> {
  const [user] = await db
    .select({ email: appUser.email, verified: appUser.emailVerified })
    .from(appUser)
    .where(eq(appUser.id, userId));
  if (!user?.email || !user.verified) throw new BusinessError(ALERT_MESSAGES.emailNotVerified);
}

async function definitionByKey(db: Db, accountId: string, key: string): Promise<string | null> {
  const [row] = await db
    .select({ id: alertDefinition.id })
    .from(alertDefinition)
    .where(
      and(eq(alertDefinition.trackAccountId, accountId), eq(alertDefinition.idempotencyKey, key)),
    );
  return row?.id ?? null;
}

/**
 * Stores a definition with what it watches in one transaction and answers its id. A repeated
 * Idempotency-Key answers the first definition's id (checked before anything else, so a replay
 * succeeds even if, say, a zone was deleted since); two creates racing with one key meet at the
 * unique index, and the loser answers the winner's id.
 */
export async function createDefinition(
  db: Db,
  caller: AccountCaller,
  input: DefinitionInput,
  key: string | null,
  opts: AlertOptions,
): Promise<string> {
  const accountId = caller.trackAccountId;
  if (key) {
    const earlier = await definitionByKey(db, accountId, key);
    if (earlier) return earlier;
  }
  if (input.vehicleGroupIds.length > 0) {
    await requireFeature(db, accountId, FEATURES.groupManagement);
  }
  if (input.notificationMethods.includes('Mailing')) {
    // Its e-mails would never go: the wizard says so too (GoTrack.Mailing.Available).
    if (!opts.mailAvailable) throw new BusinessError(MAILING_UNAVAILABLE);
    await requireVerifiedEmail(db, caller.userId);
  }
  const created = await db.transaction(async (tx) => {
    await holdAccountForCreate(tx, accountId);
    // A double submit that waited for the first one answers it, not the cap.
    const first = key ? await definitionByKey(tx, accountId, key) : null;
    if (first) return first;
    await refuseAtCap(tx, accountId, 'alertDefinitions');
    const vehicles = await requireAccountVehicles(tx, accountId, input.vehicleIds, 'vehicleIds');
    const groups = await requireAccountGroups(
      tx,
      accountId,
      input.vehicleGroupIds,
      'vehicleGroupIds',
    );
    const zones = await requireOwnRows(
      tx,
      geoZone,
      accountId,
      input.geoZoneIds ?? [],
      'geoZoneIds',
      ZONE_NOT_IN_ACCOUNT,
    );
    const routes = await requireOwnRows(
      tx,
      route,
      accountId,
      input.routeIds ?? [],
      'routeIds',
      ROUTE_NOT_IN_ACCOUNT,
    );
    const [row] = await tx
      .insert(alertDefinition)
      .values({
        trackAccountId: accountId,
        type: input.type,
        notificationMethods: input.notificationMethods,
        maxSpeed: input.maxSpeed ?? null,
        name: input.name ?? null,
        // Stored as "HH:mm": .NET's TimeOnly may send seconds, which the rule never uses.
        startTime: input.startTime?.slice(0, 5) ?? null,
        endTime: input.endTime?.slice(0, 5) ?? null,
        daysOfWeek: input.daysOfWeek ?? null,
        minDurationSeconds: input.minDurationSeconds ?? null,
        zoneMarginMeters: input.zoneMarginMeters ?? null,
        staleAfterMinutes: input.staleAfterMinutes ?? null,
        idempotencyKey: key,
      })
      .onConflictDoNothing()
      .returning({ id: alertDefinition.id });
    if (!row) return null;
    const id = row.id;
    const of = { alertDefinitionId: id };
    if (vehicles.length > 0) {
      await tx
        .insert(alertDefinitionVehicle)
        .values(vehicles.map((v) => ({ ...of, vehicleId: v })));
    }
    if (groups.length > 0) {
      await tx
        .insert(alertDefinitionGroup)
        .values(groups.map((g) => ({ ...of, vehicleGroupId: g })));
    }
    if (zones.length > 0) {
      await tx.insert(alertDefinitionZone).values(zones.map((z) => ({ ...of, geoZoneId: z })));
    }
    if (routes.length > 0) {
      await tx.insert(alertDefinitionRoute).values(routes.map((r) => ({ ...of, routeId: r })));
    }
    return id;
  });
  // Only a concurrent create with the same key can conflict: answer with its definition.
  const id = created ?? (key ? await definitionByKey(db, accountId, key) : null);
  if (!id) throw new Error('alert definition was not stored');
  return id;
}
