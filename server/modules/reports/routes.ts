import type { FastifyInstance } from 'fastify';
import {
  getFleetSummary,
  getVehicleStops,
  getVehicleTrips,
} from '../../../src/api/contract/trip-reports.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { vehicle } from '../../db/schema.ts';
import { route } from '../../http/route.ts';
import { visibleVehicles, type AccountCaller } from '../track-accounts/access.ts';
import { findVisibleVehicle } from '../vehicles/routes.ts';
import { minStopMs, reportCaller, reportRange, stopDto, trackOf, tripDto } from './report-data.ts';
import { splitTrips } from './trips.ts';

type VehicleRangeQuery = { vehicleId: string; fromDate: string; toDate: string };

/**
 * Trips, stops and the fleet summary (README "Trip reports"): the history's authorization (an
 * observer sees only the vehicles assigned to them), over at most seven days.
 */
export function tripReportRoutes(app: FastifyInstance, db: Db): void {
  authenticatedRoutes(app, (scope) => {
    const split = async (caller: AccountCaller, query: VehicleRangeQuery) => {
      const { from, to } = reportRange(query);
      const found = await findVisibleVehicle(db, caller, query.vehicleId);
      return splitTrips(
        await trackOf(db, found.id, from, to),
        await minStopMs(db, caller.tenantId),
      );
    };

    route(scope, getVehicleTrips, async (req) => {
      const caller = await reportCaller(db, req);
      return { items: (await split(caller, req.query)).trips.map(tripDto) };
    });

    route(scope, getVehicleStops, async (req) => {
      const caller = await reportCaller(db, req);
      return { items: (await split(caller, req.query)).stops.map(stopDto) };
    });

    route(scope, getFleetSummary, async (req) => {
      const caller = await reportCaller(db, req);
      const { from, to } = reportRange(req.query);
      const stopMs = await minStopMs(db, caller.tenantId);
      const vehicles = await db
        .select({ id: vehicle.id })
        .from(vehicle)
        .where(visibleVehicles(caller))
        .orderBy(vehicle.id);
      const items = [];
      // One vehicle at a time: a week of one vehicle's positions is in memory, not the fleet's.
      for (const { id } of vehicles) {
        const { trips } = splitTrips(await trackOf(db, id, from, to), stopMs);
        items.push({
          vehicleId: id,
          distance: trips.reduce((sum, t) => sum + t.distanceKm, 0),
          drivingSeconds: trips.reduce((sum, t) => sum + tripDto(t).durationSeconds, 0),
          maxSpeed: Math.max(0, ...trips.map((t) => t.maxSpeed)),
          trips: trips.length,
        });
      }
      return { items };
    });
  });
}
