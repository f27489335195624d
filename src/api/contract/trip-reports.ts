import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid } from './common.ts';
import { date } from './monitoring.ts';

// Trips, stops and the fleet summary (issue 18 "Reports"): our own endpoints beside ABP's
// vehicleReport, computed on the server from stored positions (server/modules/reports/).

/** A report covers at most this many days, within the last 30 (positions kept for history). */
export const TRIP_REPORT_MAX_DAYS = 7;

export const TRIP_REPORT_MESSAGES = {
  fromBeforeTo: 'From date must be before to date',
  maxDays: `The range can be at most ${TRIP_REPORT_MAX_DAYS} days.`,
} as const;

const range = { fromDate: date, toDate: date };

export const trip = z.object({
  startTime: z.string(),
  endTime: z.string(),
  startLatitude: z.number(),
  startLongitude: z.number(),
  endLatitude: z.number(),
  endLongitude: z.number(),
  /** km */
  distance: z.number(),
  durationSeconds: z.number(),
  /** km/h */
  maxSpeed: z.number(),
  /** km/h: distance over duration, halts at lights included. */
  averageSpeed: z.number(),
});
export type TripDto = z.infer<typeof trip>;

export const stop = z.object({
  startTime: z.string(),
  endTime: z.string(),
  durationSeconds: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  /** Still stopped at the last position of the range. */
  ongoing: z.boolean(),
});
export type StopDto = z.infer<typeof stop>;

export const getVehicleTrips = endpoint({
  method: 'GET',
  path: '/api/app/vehicleReport/trips',
  query: z.object({ vehicleId: guid, ...range }),
  response: z.object({ items: z.array(trip) }),
});

export const getVehicleStops = endpoint({
  method: 'GET',
  path: '/api/app/vehicleReport/stops',
  query: z.object({ vehicleId: guid, ...range }),
  response: z.object({ items: z.array(stop) }),
});

export const vehicleSummary = z.object({
  vehicleId: guid,
  /** km */
  distance: z.number(),
  drivingSeconds: z.number(),
  maxSpeed: z.number(),
  trips: z.number(),
});
export type VehicleSummaryDto = z.infer<typeof vehicleSummary>;

/** Every vehicle of the account the caller may see, over the range. */
export const getFleetSummary = endpoint({
  method: 'GET',
  path: '/api/app/vehicleReport/summary',
  query: z.object(range),
  response: z.object({ items: z.array(vehicleSummary) }),
});
