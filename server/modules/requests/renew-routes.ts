import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { renewalVehicle } from '../../../src/api/contract/requests.ts';
import { renewRequests } from '../../../src/api/contract/requests.ts';
import { requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { appUser, userTrackAccountAssociation as assoc, vehicle } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { findVisibleRequest } from './access.ts';
import type { RenewalPayload } from './model.ts';

type ListedVehicle = z.infer<typeof renewalVehicle>;
/** Stored with a renewal: the vehicles it removes are deleted when it finishes. */
type StoredRenewal = RenewalPayload & { removedVehicleDetails?: ListedVehicle[] };

const listed = (v: typeof vehicle.$inferSelect): ListedVehicle => ({
  id: v.id,
  licensePlateSubClass: v.licensePlateSubClass,
  licensePlateSerial: v.licensePlateSerial,
  consumptionRate: v.consumptionRate,
  color: v.colorHex,
  needsTrackingDevice: false,
});

/** Keeps what the removed vehicles were, for /removedVehicles after they are gone. */
export async function withRemovedVehicles(
  db: Db,
  accountId: string,
  form: RenewalPayload,
): Promise<StoredRenewal> {
  if (form.removeVehicles.length === 0) return form;
  const rows = await db
    .select()
    .from(vehicle)
    .where(and(eq(vehicle.trackAccountId, accountId), inArray(vehicle.id, form.removeVehicles)));
  return { ...form, removedVehicleDetails: rows.map(listed) };
}

const paged = <T>(all: T[], q: { skipCount: number; maxResultCount: number }) => ({
  items: all.slice(q.skipCount, q.skipCount + q.maxResultCount),
  totalCount: all.length,
});

/** The renewal's sub-lists (spec part 1 §2 item 6, §7). */
export function renewListRoutes(scope: FastifyInstance, db: Db): void {
  const renewal = async (req: Parameters<typeof requireUser>[0], id: string) => {
    const row = await findVisibleRequest(db, requireUser(req), id, 'RenewSubscription');
    return { row, form: row.payload as StoredRenewal };
  };

  route(scope, renewRequests.newVehicles, async (req) => {
    const { form } = await renewal(req, req.params.id);
    const items = form.newVehicles.map((v) => ({
      id: null,
      licensePlateSubClass: v.licensePlateSubClass,
      licensePlateSerial: v.licensePlateSerial,
      consumptionRate: v.consumptionRate,
      color: v.color,
      needsTrackingDevice: v.needsTrackingDevice,
    }));
    return paged(items, req.query);
  });

  route(scope, renewRequests.removedVehicles, async (req) => {
    const { form } = await renewal(req, req.params.id);
    return paged(form.removedVehicleDetails ?? [], req.query);
  });

  route(scope, renewRequests.remainingVehicles, async (req) => {
    const { row, form } = await renewal(req, req.params.id);
    const rows = await db
      .select()
      .from(vehicle)
      .where(
        and(
          eq(vehicle.trackAccountId, row.trackAccountId!),
          form.removeVehicles.length ? notInArray(vehicle.id, form.removeVehicles) : undefined,
        ),
      )
      .orderBy(asc(vehicle.createdAt), asc(vehicle.id));
    return paged(rows.map(listed), req.query);
  });

  route(scope, renewRequests.removedUsers, async (req) => {
    const { form } = await renewal(req, req.params.id);
    if (form.removeUsers.length === 0) return paged([], req.query);
    const rows = await db
      .select({ id: assoc.id, type: assoc.associationType, user: appUser })
      .from(assoc)
      .innerJoin(appUser, eq(appUser.id, assoc.userId))
      .where(inArray(assoc.id, form.removeUsers))
      .orderBy(asc(assoc.id));
    const items = rows.map((r) => ({
      id: r.id,
      name: [r.user.firstName, r.user.lastName].filter(Boolean).join(' ') || r.user.userName,
      phoneNumber: r.user.phoneNumber,
      associationType: r.type,
    }));
    return paged(items, req.query);
  });
}
