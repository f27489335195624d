import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  listEnteringZoneAlertZones,
  listExitingRouteAlertRoutes,
  listExitingZoneAlertZones,
} from '../../../src/api/contract/alert-families.ts';
import type { Db } from '../../db/client.ts';
import { alertDefinitionRoute, alertDefinitionZone, geoZone, route } from '../../db/schema.ts';
import { route as register } from '../../http/route.ts';
import { familyDefinition } from './access.ts';

/**
 * The zones of a zone alert and the routes of a route alert (`GET …/{id}/geoZones`, `…/routes`):
 * ids and names by name; the show-geozone and show-route dialogs load the shapes themselves.
 * Only the family's own definitions answer (another family's id is 404, like an unknown one).
 */
export function placeRoutes(scope: FastifyInstance, db: Db): void {
  const zonesOf = async (definitionId: string, skip: number, take: number) => {
    const where = eq(alertDefinitionZone.alertDefinitionId, definitionId);
    const items = await db
      .select({ id: geoZone.id, name: geoZone.name })
      .from(alertDefinitionZone)
      .innerJoin(geoZone, eq(geoZone.id, alertDefinitionZone.geoZoneId))
      .where(where)
      .orderBy(asc(geoZone.name), asc(geoZone.id))
      .offset(skip)
      .limit(take);
    const [total] = await db.select({ n: count() }).from(alertDefinitionZone).where(where);
    return { items, totalCount: total?.n ?? 0 };
  };

  register(scope, listEnteringZoneAlertZones, async (req) => {
    const definition = await familyDefinition(db, req, req.params.id, 'EnteringZone');
    return zonesOf(definition.id, req.query.skipCount, req.query.maxResultCount);
  });

  register(scope, listExitingZoneAlertZones, async (req) => {
    const definition = await familyDefinition(db, req, req.params.id, 'ExitingZone');
    return zonesOf(definition.id, req.query.skipCount, req.query.maxResultCount);
  });

  register(scope, listExitingRouteAlertRoutes, async (req) => {
    const definition = await familyDefinition(db, req, req.params.id, 'ExitingRoute');
    const where = eq(alertDefinitionRoute.alertDefinitionId, definition.id);
    const items = await db
      .select({ id: route.id, name: route.name })
      .from(alertDefinitionRoute)
      .innerJoin(route, eq(route.id, alertDefinitionRoute.routeId))
      .where(where)
      .orderBy(asc(route.name), asc(route.id))
      .offset(req.query.skipCount)
      .limit(req.query.maxResultCount);
    const [total] = await db.select({ n: count() }).from(alertDefinitionRoute).where(where);
    return { items, totalCount: total?.n ?? 0 };
  });
}
