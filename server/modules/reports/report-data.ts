import { and, asc, between, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  TRIP_REPORT_MAX_DAYS,
  TRIP_REPORT_MESSAGES,
  type StopDto,
  type TripDto,
} from '../../../src/api/contract/trip-reports.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import type { Db } from '../../db/client.ts';
import { position } from '../../db/schema.ts';
import { ValidationError } from '../../http/errors.ts';
import { SETTING_MIN_STOP_MINUTES } from '../settings/definitions.ts';
import { settingValues } from '../settings/service.ts';
import {
  requireAccountCaller,
  requireFeature,
  type AccountCaller,
} from '../track-accounts/access.ts';
import type { Stop, Trip } from './trips.ts';

/** The caller of a report: a member of the token's account with live monitoring and reports. */
export async function reportCaller(db: Db, req: FastifyRequest): Promise<AccountCaller> {
  const caller = await requireAccountCaller(db, req);
  // Both (requireFeature with two names would accept either).
  await requireFeature(db, caller.trackAccountId, FEATURES.liveMonitoring);
  await requireFeature(db, caller.trackAccountId, FEATURES.reports);
  return caller;
}

/** The asked range, refused with the field it breaks (at most 7 days; from before to). */
export function reportRange(query: { fromDate: string; toDate: string }) {
  const from = new Date(query.fromDate);
  const to = new Date(query.toDate);
  const errors: string[] = [];
  if (from >= to) errors.push(TRIP_REPORT_MESSAGES.fromBeforeTo);
  if (to.getTime() - from.getTime() > TRIP_REPORT_MAX_DAYS * 86_400_000) {
    errors.push(TRIP_REPORT_MESSAGES.maxDays);
  }
  if (errors.length) {
    throw new ValidationError(
      errors.map((message) => ({ message, members: ['fromDate', 'toDate'] })),
    );
  }
  return { from, to };
}

/** The stop length that ends a trip: setting GoTrack.Reports.MinStopMinutes (default 5). */
export async function minStopMs(db: Db, tenantId: string | null): Promise<number> {
  const values = await settingValues(
    db,
    { tenantId, demo: false },
    (d) => d.name === SETTING_MIN_STOP_MINUTES,
  );
  const minutes = Number(values[SETTING_MIN_STOP_MINUTES]);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 5) * 60_000;
}

export function trackOf(db: Db, vehicleId: string, from: Date, to: Date) {
  return db
    .select({ time: position.time, lat: position.lat, lon: position.lon, speed: position.speed })
    .from(position)
    .where(and(eq(position.vehicleId, vehicleId), between(position.time, from, to)))
    .orderBy(asc(position.time));
}

const seconds = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 1000);

export function tripDto(t: Trip): TripDto {
  const duration = seconds(t.start.time, t.end.time);
  return {
    startTime: t.start.time.toISOString(),
    endTime: t.end.time.toISOString(),
    startLatitude: t.start.lat,
    startLongitude: t.start.lon,
    endLatitude: t.end.lat,
    endLongitude: t.end.lon,
    distance: t.distanceKm,
    durationSeconds: duration,
    maxSpeed: t.maxSpeed,
    averageSpeed: duration > 0 ? t.distanceKm / (duration / 3600) : 0,
  };
}

export const stopDto = (s: Stop): StopDto => ({
  startTime: s.start.toISOString(),
  endTime: s.end.toISOString(),
  durationSeconds: seconds(s.start, s.end),
  latitude: s.lat,
  longitude: s.lon,
  ongoing: s.ongoing,
});
