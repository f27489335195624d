// The alerts benchmark's account (tests/bench/alerts.ts): zones, routes, groups and definitions
// spread over Damascus the way a large fleet's would be, from a seeded random sequence so every
// run builds the same world.
import type { DayOfWeek } from '../../src/api/contract/alerts.ts';
import {
  circleToPolygon,
  destination,
  encodeLine,
  type LatLon,
} from '../../src/api/contract/geometry.ts';
import type { Db } from '../../server/db/client.ts';
import { DEFAULT_TIME_ZONE, localClock } from '../../server/modules/alert-engine/job-time.ts';
import {
  alertDefinition,
  alertDefinitionGroup,
  alertDefinitionRoute,
  alertDefinitionVehicle,
  alertDefinitionZone,
  geoZone,
  route,
  vehicleGroup,
  vehicleGroupVehicle,
} from '../../server/db/schema.ts';
import { seededRandom } from '../../server/test/seeded-random.ts';

/** The area the fleet drives in: about 12 km × 15 km of Damascus. */
export const AREA = { lat: 33.45, lon: 36.2, dLat: 0.11, dLon: 0.16 };

/** A small deterministic generator: the same world on every run. */
export function randomFrom(seed: number) {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[], n: number) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  };
  const point = (): LatLon => ({
    lat: AREA.lat + next() * AREA.dLat,
    lon: AREA.lon + next() * AREA.dLon,
  });
  return { next, int, pick, point };
}

const DAYS: DayOfWeek[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const hhmm = (hour: number) => `${String(hour % 24).padStart(2, '0')}:00`;

/**
 * 200 zones (circles of 150–800 m), 50 routes (20–40 points, 150 m apart), 10 groups of 20 of the
 * account's vehicles, and 500 enabled definitions: 150 entering and 150 leaving 1–3 zones, 100
 * speed limits (60–120 km/h), 50 routes (1–2 each), 50 job times. Seven in ten watch 1–5
 * vehicles, the others a group: about 20 definitions per vehicle. The job times' 8-hour shift
 * starts two hours after `drivingAt` (on the accounts' clock), so the drive is off-hours: the
 * costlier case, the same whenever the benchmark is run. The quiet settings (issue 31) other than
 * the late-position limit are the defaults: a minute in or out of a zone, 25 m past its edge,
 * 15 s of speeding.
 */
export async function buildAlertWorld(
  db: Db,
  trackAccountId: string,
  vehicleIds: string[],
  drivingAt: Date,
) {
  const hour = Math.floor(localClock(drivingAt, DEFAULT_TIME_ZONE).seconds / 3600);
  const shift = {
    name: 'Day shift',
    startTime: hhmm(hour + 2),
    endTime: hhmm(hour + 10),
    daysOfWeek: DAYS,
  };
  const r = randomFrom(15);
  const zoneRows = Array.from({ length: 200 }, (_, i) => ({
    trackAccountId,
    name: `Zone ${i + 1}`,
    line: encodeLine(circleToPolygon(r.point(), r.int(150, 800))),
  }));
  const zones = (await db.insert(geoZone).values(zoneRows).returning({ id: geoZone.id })).map(
    (z) => z.id,
  );
  const routeRows = Array.from({ length: 50 }, (_, i) => {
    let p = r.point();
    let bearing = r.next() * 2 * Math.PI;
    const line = Array.from({ length: r.int(20, 40) }, () => {
      const here = p;
      bearing += (r.next() - 0.5) * 0.8;
      p = destination(p, 150, bearing);
      return { longitudeX: here.lon, latitudeY: here.lat };
    });
    return { trackAccountId, name: `Route ${i + 1}`, color: '0xFF1E88E5', line };
  });
  const routes = (await db.insert(route).values(routeRows).returning({ id: route.id })).map(
    (x) => x.id,
  );
  const groups: string[] = [];
  for (let g = 0; g < 10; g++) {
    const [row] = await db
      .insert(vehicleGroup)
      .values({ trackAccountId, name: `Group ${g + 1}` })
      .returning();
    groups.push(row!.id);
    const members = vehicleIds
      .slice(g * 20, g * 20 + 20)
      .map((vehicleId) => ({ groupId: row!.id, vehicleId }));
    await db.insert(vehicleGroupVehicle).values(members);
  }

  const kinds = [
    ...Array<'EnteringZone'>(150).fill('EnteringZone'),
    ...Array<'ExitingZone'>(150).fill('ExitingZone'),
    ...Array<'ExceedingSpeed'>(100).fill('ExceedingSpeed'),
    ...Array<'ExitingRoute'>(50).fill('ExitingRoute'),
    ...Array<'JobTime'>(50).fill('JobTime'),
  ];
  const defs = kinds.map((type) => ({
    trackAccountId,
    type,
    notificationMethods: ['MobileNotification' as const],
    // The drive is dated hours ago (alerts.ts): a day's late-position limit keeps its alerts
    // firing, so the engine's whole path is measured, notifications included (issue 31).
    staleAfterMinutes: 1440,
    ...(type === 'ExceedingSpeed' && { maxSpeed: r.int(6, 12) * 10 }),
    ...(type === 'JobTime' && shift),
  }));
  const ids = (
    await db.insert(alertDefinition).values(defs).returning({ id: alertDefinition.id })
  ).map((d) => d.id);
  const byVehicle: { alertDefinitionId: string; vehicleId: string }[] = [];
  const byGroup: { alertDefinitionId: string; vehicleGroupId: string }[] = [];
  const byZone: { alertDefinitionId: string; geoZoneId: string }[] = [];
  const byRoute: { alertDefinitionId: string; routeId: string }[] = [];
  ids.forEach((alertDefinitionId, i) => {
    if (r.next() < 0.7) {
      for (const vehicleId of r.pick(vehicleIds, r.int(1, 5)))
        byVehicle.push({ alertDefinitionId, vehicleId });
    } else byGroup.push({ alertDefinitionId, vehicleGroupId: r.pick(groups, 1)[0]! });
    const type = kinds[i];
    if (type === 'EnteringZone' || type === 'ExitingZone') {
      for (const geoZoneId of r.pick(zones, r.int(1, 3)))
        byZone.push({ alertDefinitionId, geoZoneId });
    }
    if (type === 'ExitingRoute') {
      for (const routeId of r.pick(routes, r.int(1, 2)))
        byRoute.push({ alertDefinitionId, routeId });
    }
  });
  await db.insert(alertDefinitionVehicle).values(byVehicle);
  await db.insert(alertDefinitionGroup).values(byGroup);
  await db.insert(alertDefinitionZone).values(byZone);
  await db.insert(alertDefinitionRoute).values(byRoute);
  return {
    zones: zones.length,
    routes: routes.length,
    definitions: ids.length,
    perVehicle: (byVehicle.length + byGroup.length * 20) / vehicleIds.length,
  };
}
