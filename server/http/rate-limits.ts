import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import {
  enteringZoneAlerts,
  exceedingSpeedAlerts,
  exitingRouteAlerts,
  exitingZoneAlerts,
  jobTimeAlerts,
} from '../../src/api/contract/alert-families.ts';
import { createGeoZone } from '../../src/api/contract/geo-zones.ts';
import { createObserver } from '../../src/api/contract/observers.ts';
import {
  addVehiclesRequests,
  businessRequests,
  personalRequests,
  renewRequests,
  smsBundleRenewalRequests,
} from '../../src/api/contract/requests.ts';
import { addStopPoint, createRoute } from '../../src/api/contract/routes.ts';
import { sendTestEmail } from '../../src/api/contract/setting-management.ts';
import { createVehicleGroup } from '../../src/api/contract/vehicle-groups.ts';
import { optionalUser } from '../auth/caller.ts';
import type { Db } from '../db/client.ts';
import { TooManyRequestsError } from './errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/** How many creates of one kind a user may make per window (README "Limits and caps"). */
export interface CreateRateLimit {
  max: number;
  windowMs: number;
}

/**
 * 60 a minute: a person drawing zones or routes makes a few; an offline queue replaying a day's
 * edits makes dozens at once; a script filling an account makes thousands.
 */
export const CREATE_RATE_LIMIT: CreateRateLimit = { max: 60, windowMs: 60_000 };

export const TOO_MANY_REQUESTS = 'Too many requests of this kind. Try again in {0} seconds.';

/** The endpoints that store something new: each is limited per user on its own. */
const CREATES = new Set(
  [
    createGeoZone,
    createRoute,
    addStopPoint,
    createVehicleGroup,
    createObserver,
    ...[
      enteringZoneAlerts,
      exitingZoneAlerts,
      exceedingSpeedAlerts,
      jobTimeAlerts,
      exitingRouteAlerts,
    ].map((f) => f.create),
    ...[
      personalRequests,
      businessRequests,
      smsBundleRenewalRequests,
      addVehiclesRequests,
      renewRequests,
    ].map((f) => f.create),
  ].map((e) => `${e.method} ${e.path}`),
);

/**
 * Endpoints with a limit of their own. The test e-mail goes to any address with the caller's
 * text: a stolen administrator token must not turn the server into a relay for spam.
 */
const OWN_LIMITS = new Map<string, CreateRateLimit>([
  [`${sendTestEmail.method} ${sendTestEmail.path}`, { max: 5, windowMs: 60_000 }],
]);

/**
 * Limits the creates (before their handlers run, after sign-in and validation), with the
 * standard RateLimit headers on every answer and Retry-After on a 429. The counts are in the
 * database, shared by every server process. Must be registered before the routes.
 */
export async function registerCreateRateLimits(
  app: FastifyInstance,
  db: Db,
  limit: CreateRateLimit = CREATE_RATE_LIMIT,
): Promise<void> {
  // Runs before the plugin's own onRoute hook (added next), which reads this configuration.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const own = methods.map((m) => OWN_LIMITS.get(`${m} ${route.url}`)).find(Boolean);
    const chosen = own ?? (methods.some((m) => CREATES.has(`${m} ${route.url}`)) ? limit : null);
    if (chosen) {
      route.config = {
        ...route.config,
        rateLimit: { max: chosen.max, timeWindow: chosen.windowMs },
      };
    }
  });
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    enableDraftSpec: true,
    store: databaseRateLimitStore(db),
    keyGenerator: (req) => optionalUser(req)?.userId ?? req.ip,
    errorResponseBuilder: (_req, context) =>
      new TooManyRequestsError(
        TOO_MANY_REQUESTS.replace('{0}', String(Math.ceil(context.ttl / 1000))),
      ),
  });
}
