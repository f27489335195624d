import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { guid, idParams, noContent, pagedQuery, pagedResult, requiredName } from './common.ts';
import { decodeLine, zoneProblem, type ZoneProblem } from './geometry.ts';

// Geo-zones of the track account in the access token (spec part 2 §3 "Geo-zone", §5, §7
// "Geo-zones"): owners only, with GoTrack.GeographicAreaManagement on. The outline travels as an
// encoded polyline (geometry.ts) and is checked on both sides by the same rules.

export const GEO_ZONE_NAME_MAX = 64;
/** A generous cap: a drawn zone has tens of points, a circle 61. */
export const GEO_ZONE_MAX_POINTS = 1000;
/** Spec part 2 §9: the geo-zone list asks for up to 1000. */
export const GEO_ZONES_PAGE_SIZE = 1000;

/** What the server answers for each problem of an outline (Arabic in the server's messages). */
export const ZONE_PROBLEM_MESSAGES: Record<ZoneProblem | 'unreadable' | 'too-many-points', string> =
  {
    unreadable: 'The zone outline could not be read.',
    'too-many-points': `A zone can have at most ${GEO_ZONE_MAX_POINTS} points.`,
    'out-of-range': 'Every point must be on the map: latitude within ±90°, longitude within ±180°.',
    'too-few-points': 'A zone needs at least 3 different points.',
    open: 'A zone outline must end where it starts.',
    // The spec's own text (part 2 §8), as the drawing screen shows it.
    crossing: 'Error: shape edges cannot cross!',
  };

let lastLine: string | null = null;
let lastProblem: keyof typeof ZONE_PROBLEM_MESSAGES | null = null;

/**
 * The first problem of an encoded outline, or null. The last answer is kept: each of the
 * refinements below asks about the same line, and the crossing test grows with the square of
 * the points.
 */
export function encodedZoneProblem(line: string): keyof typeof ZONE_PROBLEM_MESSAGES | null {
  if (line === lastLine) return lastProblem;
  lastLine = line;
  return (lastProblem = problemOf(line));
}

function problemOf(line: string): keyof typeof ZONE_PROBLEM_MESSAGES | null {
  let ring;
  try {
    ring = decodeLine(line);
  } catch {
    return 'unreadable';
  }
  if (ring.length > GEO_ZONE_MAX_POINTS + 1) return 'too-many-points';
  return zoneProblem(ring);
}

// One refinement per problem, each ending the checks: `z.refine` is already in the first
// screen's code (zod's shared parts land there), `superRefine` would add to it.
const noProblem = (kind: keyof typeof ZONE_PROBLEM_MESSAGES) =>
  z.refine<string>((line) => encodedZoneProblem(line) !== kind, {
    message: ZONE_PROBLEM_MESSAGES[kind],
    abort: true,
  });

export const polyLine = z.object({
  line: z
    .string()
    .check(
      z.maxLength(20_000, ZONE_PROBLEM_MESSAGES['too-many-points']),
      ...(Object.keys(ZONE_PROBLEM_MESSAGES) as (keyof typeof ZONE_PROBLEM_MESSAGES)[]).map(
        noProblem,
      ),
    ),
});

export const geoZone = z.object({
  id: guid,
  name: z.string(),
  polyLine: z.object({ line: z.string() }),
  creationTime: z.string(),
});
export type GeoZone = z.infer<typeof geoZone>;

export const geoZoneName = requiredName(GEO_ZONE_NAME_MAX);

export const geoZoneCreate = z.object({ name: geoZoneName, polyLine });
export type GeoZoneCreate = z.input<typeof geoZoneCreate>;

/** Answers the new zone's id as text (ABP). Takes an `Idempotency-Key`. */
export const createGeoZone = endpoint({
  method: 'POST',
  path: '/api/app/geoZone',
  body: geoZoneCreate,
  response: guid,
  responseType: 'text',
});

export const getGeoZone = endpoint({
  method: 'GET',
  path: '/api/app/geoZone/:id',
  params: idParams,
  response: geoZone,
});

/** By name. */
export const listGeoZones = endpoint({
  method: 'GET',
  path: '/api/app/geoZone',
  query: pagedQuery,
  response: pagedResult(geoZone),
});

/** Beyond the spec (ABP's usual update): renames the zone; its outline stays. */
export const renameGeoZone = endpoint({
  method: 'PUT',
  path: '/api/app/geoZone/:id',
  params: idParams,
  body: z.object({ name: geoZoneName }),
  response: geoZone,
});

/** Beyond the spec (ABP's usual delete): the alerts that watch it stop watching it. */
export const deleteGeoZone = endpoint({
  method: 'DELETE',
  path: '/api/app/geoZone/:id',
  params: idParams,
  response: noContent,
});
