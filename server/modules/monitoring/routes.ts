import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  getLiveLocations,
  getVehicleHistory,
  getVehicleReport,
  historyRangeErrors,
  HISTORY_RANGE,
  type PositionValue,
  type TrackerAttributes,
} from '../../../src/api/contract/monitoring.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { authenticatedRoutes } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { lastPosition, position, vehicle } from '../../db/schema.ts';
import { ValidationError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { requireAccountCaller, requireFeature, visibleVehicles } from '../track-accounts/access.ts';
import { findVisibleVehicle } from '../vehicles/routes.ts';
import type { TrackerAlarm } from '../ingest/attributes.ts';
import { summarizeTrack } from './geo.ts';

/** Client clocks drift: a "to" this far past the server's now still counts as now. */
const CLOCK_SKEW_MS = 120_000;

/** Reports read at most this long a range (the track is summed in memory). */
const MAX_REPORT_DAYS = 31;

function checkRange(from: Date, to: Date, rules: 'history' | 'report'): void {
  const errors =
    rules === 'history' ? historyRangeErrors(from, to, Date.now() + CLOCK_SKEW_MS) : [];
  if (rules === 'report') {
    if (from >= to) errors.push(HISTORY_RANGE.messages.fromBeforeTo);
    if (to.getTime() - from.getTime() > MAX_REPORT_DAYS * 86_400_000) {
      errors.push(`The range can be at most ${MAX_REPORT_DAYS} days.`);
    }
  }
  if (errors.length === 0) return;
  throw new ValidationError(
    errors.map((message) => ({ message, members: ['fromDate', 'toDate'] })),
  );
}

const value = (p: { time: Date; lat: number; lon: number; speed: number }): PositionValue => ({
  latitude: p.lat,
  longitude: p.lon,
  time: p.time.toISOString(),
  speed: p.speed,
});

/**
 * vehicleId, time (epoch ms), lat, lon, speed (km/h), then the tracker's figures: ignition,
 * odometer (m), engine hours, power (V), fuel (L), alarm — null where unknown.
 */
type LiveRow = [
  string,
  number,
  number,
  number,
  number,
  boolean | null,
  number | null,
  number | null,
  number | null,
  number | null,
  TrackerAlarm | null,
];

/** The tracker's figures of a live row, or undefined when it told none (ABP's shape then). */
function attributesOf([, , , , , ...f]: LiveRow): TrackerAttributes | undefined {
  if (f.every((v) => v === null)) return undefined;
  const [ignition, odometerM, engineHours, powerV, fuelL, alarm] = f;
  const all = { ignition, odometerM, engineHours, powerV, fuelL, alarm };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null));
}

/** Live location, history and the distance report (spec part 2 §3, §5, §7). */
export function monitoringRoutes(app: FastifyInstance, db: Db): void {
  async function track(vehicleId: string, from: Date, to: Date) {
    return db
      .select({ time: position.time, lat: position.lat, lon: position.lon, speed: position.speed })
      .from(position)
      .where(and(eq(position.vehicleId, vehicleId), between(position.time, from, to)))
      .orderBy(asc(position.time));
  }

  /**
   * Last positions as one JSON text of `[vehicleId, epoch ms, lat, lon, speed]` rows: a thousand
   * vehicles are one value for the driver to decode instead of five thousand typed fields (on
   * PGlite that decoding was most of the time of a live-map refresh).
   */
  async function liveRows(where: SQL | undefined): Promise<LiveRow[]> {
    const [row] = await db
      .select({
        rows: sql<string | null>`json_agg(json_build_array(${lastPosition.vehicleId},
          floor(extract(epoch from ${lastPosition.time}) * 1000)::int8, ${lastPosition.lat},
          ${lastPosition.lon}, ${lastPosition.speed}, ${lastPosition.ignition},
          ${lastPosition.odometerM}, ${lastPosition.engineHours}, ${lastPosition.powerV},
          ${lastPosition.fuelL}, ${lastPosition.alarm}))::text`,
      })
      .from(lastPosition)
      .innerJoin(vehicle, eq(vehicle.id, lastPosition.vehicleId))
      .where(where);
    return row?.rows ? (JSON.parse(row.rows) as LiveRow[]) : [];
  }

  authenticatedRoutes(app, (scope) => {
    route(scope, getLiveLocations, async (req) => {
      const caller = await requireAccountCaller(db, req);
      await requireFeature(db, caller.trackAccountId, FEATURES.liveMonitoring);
      const { vehicleIds } = req.body;
      const rows = await liveRows(
        and(
          visibleVehicles(caller),
          // On the vehicle, not on last_position: there the list was matched again for every
          // vehicle of the account (a thousand ids: a quarter of a second of planning work).
          vehicleIds.length
            ? sql`${vehicle.id} = any(${sql.param(vehicleIds)}::uuid[])`
            : undefined,
        ),
      );
      return {
        items: rows.map((row) => {
          const [vehicleId, ms, lat, lon, speed] = row;
          const attributes = attributesOf(row);
          return {
            vehicleId,
            warpGtses: [{ values: [value({ time: new Date(ms), lat, lon, speed })] }],
            ...(attributes && { attributes }),
          };
        }),
      };
    });

    route(scope, getVehicleHistory, async (req) => {
      const caller = await requireAccountCaller(db, req);
      await requireFeature(db, caller.trackAccountId, FEATURES.liveMonitoring);
      const from = new Date(req.query.fromDate);
      const to = new Date(req.query.toDate);
      checkRange(from, to, 'history');
      const found = await findVisibleVehicle(db, caller, req.query.vehicleId);
      const rows = await track(found.id, from, to);
      return rows.length ? [{ values: rows.map(value) }] : [];
    });

    route(scope, getVehicleReport, async (req) => {
      const caller = await requireAccountCaller(db, req);
      await requireFeature(db, caller.trackAccountId, FEATURES.liveMonitoring, FEATURES.reports);
      const from = new Date(req.query.fromDate);
      const to = new Date(req.query.toDate);
      checkRange(from, to, 'report');
      const found = await findVisibleVehicle(db, caller, req.query.vehicleId);
      return summarizeTrack(await track(found.id, from, to), req.query.ignoreSpeedUnder ?? 0);
    });
  });
}
