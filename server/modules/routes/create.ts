import { and, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Route, routeCreate } from '../../../src/api/contract/routes.ts';
import type { Db } from '../../db/client.ts';
import { route, routeStopPoint } from '../../db/schema.ts';
import { holdAccountForCreate, refuseAtCap } from '../track-accounts/caps.ts';
import { routeWithStops, storedColor } from './service.ts';

async function routeByKey(db: Db, accountId: string, key: string) {
  const [row] = await db
    .select()
    .from(route)
    .where(and(eq(route.trackAccountId, accountId), eq(route.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Creates a route with its stop points in one transaction (the contract has checked the line and
 * that every stop point is within 30 m of it) and answers it, unless the account holds its cap
 * of routes. A repeated Idempotency-Key answers
 * the first route; two submits racing with one key meet at the unique index, and the loser
 * answers the winner's route.
 */
export async function createRoute(
  db: Db,
  accountId: string,
  input: z.output<typeof routeCreate>,
  key: string | null,
): Promise<Route> {
  const earlier = key ? await routeByKey(db, accountId, key) : null;
  if (earlier) return routeWithStops(db, earlier);
  const created = await db.transaction(async (tx) => {
    await holdAccountForCreate(tx, accountId);
    // A double submit that waited for the first one answers it, not the cap.
    const first = key ? await routeByKey(tx, accountId, key) : null;
    if (first) return first;
    await refuseAtCap(tx, accountId, 'routes');
    const [row] = await tx
      .insert(route)
      .values({
        trackAccountId: accountId,
        name: input.name,
        color: storedColor(input.hexColor),
        line: input.line.map((p) => ({ longitudeX: p.longitudeX, latitudeY: p.latitudeY })),
        idempotencyKey: key,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    if (input.stopPoints.length > 0) {
      await tx.insert(routeStopPoint).values(
        input.stopPoints.map((s) => ({
          routeId: row.id,
          name: s.name,
          color: storedColor(s.hexColor),
          longitude: s.point.longitudeX,
          latitude: s.point.latitudeY,
        })),
      );
    }
    return row;
  });
  // Only a concurrent create with the same key can conflict: answer with its route.
  const stored = created ?? (key ? await routeByKey(db, accountId, key) : null);
  if (!stored) throw new Error('route was not stored');
  return routeWithStops(db, stored);
}
