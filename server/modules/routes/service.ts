import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Route, StopPoint } from '../../../src/api/contract/routes.ts';
import type { Db } from '../../db/client.ts';
import { route, routeStopPoint } from '../../db/schema.ts';
import { NotFoundError } from '../../http/errors.ts';

/** English text of this module's own error (Arabic in server/http/user-messages.ts). */
export const TOO_MANY_STOP_POINTS = 'A route can have at most {0} stop points.';

type RouteRow = typeof route.$inferSelect;
type StopPointRow = typeof routeStopPoint.$inferSelect;

/** "0xff1e88e5" → "0xFF1E88E5": one spelling of each colour, as the palette's. */
export const storedColor = (apiColor: string) => `0xFF${apiColor.slice(4).toUpperCase()}`;

export const stopPointDto = (r: StopPointRow): StopPoint => ({
  id: r.id,
  name: r.name,
  color: r.color,
  point: { longitudeX: r.longitude, latitudeY: r.latitude },
});

export const routeDto = (r: RouteRow, stops: readonly StopPointRow[]): Route => ({
  id: r.id,
  name: r.name,
  color: r.color,
  line: r.line.map((p) => ({ longitudeX: p.longitudeX, latitudeY: p.latitudeY })),
  stopPoints: stops.map(stopPointDto),
  creationTime: r.createdAt.toISOString(),
});

export const ofAccount = (accountId: string, id: string) =>
  and(eq(route.id, id), eq(route.trackAccountId, accountId));

/**
 * A route of the account, or 404: another account's route answers exactly like an unknown id.
 * `lock` holds the row until the transaction ends (its stop points are counted meanwhile).
 */
export async function findRoute(
  db: Db,
  accountId: string,
  id: string,
  lock = false,
): Promise<RouteRow> {
  const query = db.select().from(route).where(ofAccount(accountId, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

/** The stop points of the routes, in the order they were added, by route id. */
export async function stopPointsOf(
  db: Db,
  routeIds: readonly string[],
): Promise<Map<string, StopPointRow[]>> {
  const byRoute = new Map<string, StopPointRow[]>(routeIds.map((id) => [id, []]));
  if (routeIds.length === 0) return byRoute;
  const rows = await db
    .select()
    .from(routeStopPoint)
    .where(inArray(routeStopPoint.routeId, [...routeIds]))
    .orderBy(asc(routeStopPoint.routeId), asc(routeStopPoint.seq));
  for (const row of rows) byRoute.get(row.routeId)?.push(row);
  return byRoute;
}

/** The route with its stop points, as the API answers it. */
export async function routeWithStops(db: Db, row: RouteRow): Promise<Route> {
  return routeDto(row, (await stopPointsOf(db, [row.id])).get(row.id) ?? []);
}
