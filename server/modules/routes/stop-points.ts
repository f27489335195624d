import { and, count, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  nearLine,
  ROUTE_MAX_STOP_POINTS,
  ROUTE_MESSAGES,
  type StopPoint,
  type stopPointInput,
} from '../../../src/api/contract/routes.ts';
import type { Db } from '../../db/client.ts';
import { route, routeStopPoint } from '../../db/schema.ts';
import { BusinessError, ValidationError } from '../../http/errors.ts';
import { findRoute, stopPointDto, storedColor, TOO_MANY_STOP_POINTS } from './service.ts';

/** The stop point added to the account's route with this key, if any. */
async function stopPointByKey(db: Db, accountId: string, routeId: string, key: string) {
  const [row] = await db
    .select({ stop: routeStopPoint })
    .from(routeStopPoint)
    .innerJoin(route, eq(route.id, routeStopPoint.routeId))
    .where(
      and(
        eq(routeStopPoint.routeId, routeId),
        eq(route.trackAccountId, accountId),
        eq(routeStopPoint.idempotencyKey, key),
      ),
    );
  return row?.stop ?? null;
}

/**
 * Adds a stop point to a route of the account (else 404) within 30 m of its stored line (else
 * 400), up to ROUTE_MAX_STOP_POINTS (else 403, like a full vehicle group). A repeated
 * Idempotency-Key answers the first stop point, also when two adds race.
 */
export async function addStopPoint(
  db: Db,
  accountId: string,
  routeId: string,
  input: z.output<typeof stopPointInput>,
  key: string | null,
): Promise<StopPoint> {
  const earlier = key ? await stopPointByKey(db, accountId, routeId, key) : null;
  if (earlier) return stopPointDto(earlier);
  const added = await db.transaction(async (tx) => {
    // Locked: the count below stays true until this stop point is in.
    const line = (await findRoute(tx, accountId, routeId, true)).line;
    if (!nearLine(input.point, line)) {
      throw new ValidationError([{ message: ROUTE_MESSAGES.stopPointTooFar, members: ['point'] }]);
    }
    const [stops] = await tx
      .select({ n: count() })
      .from(routeStopPoint)
      .where(eq(routeStopPoint.routeId, routeId));
    if ((stops?.n ?? 0) >= ROUTE_MAX_STOP_POINTS) {
      throw new BusinessError(TOO_MANY_STOP_POINTS.replace('{0}', String(ROUTE_MAX_STOP_POINTS)));
    }
    const [row] = await tx
      .insert(routeStopPoint)
      .values({
        routeId,
        name: input.name,
        color: storedColor(input.hexColor),
        longitude: input.point.longitudeX,
        latitude: input.point.latitudeY,
        idempotencyKey: key,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  });
  const stored = added ?? (key ? await stopPointByKey(db, accountId, routeId, key) : null);
  if (!stored) throw new Error('stop point was not stored');
  return stopPointDto(stored);
}
