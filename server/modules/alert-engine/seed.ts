import { and, eq, inArray } from 'drizzle-orm';
import type { AlertType } from '../../../src/api/contract/alerts.ts';
import { encodeLine } from '../../../src/api/contract/geometry.ts';
import type { Db } from '../../db/client.ts';
import {
  alertDefinition,
  alertDefinitionRoute,
  alertDefinitionVehicle,
  alertDefinitionZone,
  geoZone,
  route,
  trackAccount,
  vehicle,
} from '../../db/schema.ts';
import { DAMASCUS_STREETS } from '../simulator/streets.ts';

/** The demo's alerts (issue 15): each watches what the simulator is sure to do within minutes. */
export const DEMO_ALERT_ZONE = 'Mezzeh highway stretch';
export const DEMO_ALERT_ROUTE = 'Quwatli street, west half';
/** demo-004 drives the airport road at 123–147 km/h: above this for most of each 5-minute swing. */
export const DEMO_MAX_SPEED = 130;

/**
 * On "Demo Logistics": a speed alert on the airport-road speeder (demo-004); entering and leaving
 * a zone around the middle of the Mezzeh highway, which demo-001 and demo-006 cross on every
 * pass; and an off-route alert on demo-002, whose route covers only the west half of the street
 * it drives end to end. demo-001 and demo-002 are watched by the demo observer, who gets copies.
 */
export async function seedDemoAlerts(db: Db, opts: { demo: boolean }): Promise<void> {
  if (!opts.demo) return;
  const [account] = await db
    .select({ id: trackAccount.id })
    .from(trackAccount)
    .where(eq(trackAccount.name, 'Demo Logistics'));
  if (!account) return;
  const trackAccountId = account.id;
  const devices = ['demo-001', 'demo-002', 'demo-004', 'demo-006'];
  const rows = await db
    .select({ id: vehicle.id, device: vehicle.trackingDeviceId })
    .from(vehicle)
    .where(
      and(eq(vehicle.trackAccountId, trackAccountId), inArray(vehicle.trackingDeviceId, devices)),
    );
  const id = (device: string) => rows.find((r) => r.device === device)?.id;
  if (devices.some((d) => !id(d))) return;

  // A box around the highway between its third and fourth points: the vehicles enter it on its
  // east side and leave it on its west side (and back).
  const ring = [
    { lat: 33.505, lon: 36.256 },
    { lat: 33.505, lon: 36.2635 },
    { lat: 33.51, lon: 36.2635 },
    { lat: 33.51, lon: 36.256 },
    { lat: 33.505, lon: 36.256 },
  ];
  const [zone] = await db
    .insert(geoZone)
    .values({ trackAccountId, name: DEMO_ALERT_ZONE, line: encodeLine(ring) })
    .returning({ id: geoZone.id });
  const street = DAMASCUS_STREETS[1]!.slice(0, 3);
  const line = street.map(([lat, lon]) => ({ longitudeX: lon, latitudeY: lat }));
  const [road] = await db
    .insert(route)
    .values({ trackAccountId, name: DEMO_ALERT_ROUTE, color: '0xFF43A047', line })
    .returning({ id: route.id });

  const define = async (type: AlertType, vehicles: string[], maxSpeed: number | null = null) => {
    const [row] = await db
      .insert(alertDefinition)
      .values({ trackAccountId, type, maxSpeed, notificationMethods: ['MobileNotification'] })
      .returning({ id: alertDefinition.id });
    const alertDefinitionId = row!.id;
    await db
      .insert(alertDefinitionVehicle)
      .values(vehicles.map((d) => ({ alertDefinitionId, vehicleId: id(d)! })));
    return alertDefinitionId;
  };
  await define('ExceedingSpeed', ['demo-004'], DEMO_MAX_SPEED);
  for (const type of ['EnteringZone', 'ExitingZone'] as const) {
    const alertDefinitionId = await define(type, ['demo-001', 'demo-006']);
    await db.insert(alertDefinitionZone).values({ alertDefinitionId, geoZoneId: zone!.id });
  }
  const offRoute = await define('ExitingRoute', ['demo-002']);
  await db.insert(alertDefinitionRoute).values({ alertDefinitionId: offRoute, routeId: road!.id });
}
