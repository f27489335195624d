import { ROUTE_MAX_STOP_POINTS } from '../../../src/api/contract/routes.ts';
import { centreStops, chordLine, serpentineZone } from './shapes.ts';
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_CAPS, type CappedKind } from '../../modules/track-accounts/caps.ts';
import { unique, type Call, type World, type WorstRequest } from './world.ts';

// Geo-zones, routes with their stop points, and alert definitions (the places they watch).

const name64 = (prefix: string) => unique(prefix, 64);

const newRoute = async (w: World, stops = ROUTE_MAX_STOP_POINTS - 1): Promise<string> => {
  const res = await w.call('POST', '/api/app/route', w.big.owner, {
    name: name64('Route '),
    hexColor: '0xFFE53935',
    line: chordLine(),
    stopPoints: centreStops(stops),
  });
  if (res.statusCode !== 200) throw new Error(`route: ${res.statusCode} ${res.body}`);
  return res.json().id;
};

/**
 * Every zone (route) the account may hold, for a definition to watch them all: the account is
 * filled up to its cap once, after the entries that create zones and routes (they need room).
 */
const filled = new WeakMap<World, Map<CappedKind, Promise<string[]>>>();
const fillToCap = (w: World, kind: 'geoZones' | 'routes') => {
  const byKind = filled.get(w) ?? new Map<CappedKind, Promise<string[]>>();
  filled.set(w, byKind);
  if (!byKind.has(kind)) {
    const { table, cap } = ACCOUNT_CAPS[kind];
    byKind.set(
      kind,
      (async () => {
        const own = eq(table.trackAccountId, w.big.accountId);
        const [held] = await w.db.select({ n: count() }).from(table).where(own);
        // Short lines: creating a definition reads the routes' ids, never their lines.
        const line = kind === 'geoZones' ? serpentineZone() : chordLine(2);
        await w.places(kind === 'geoZones' ? 'zone' : 'route', cap - held!.n, line);
        return (await w.db.select({ id: table.id }).from(table).where(own)).map((r) => r.id);
      })(),
    );
  }
  return byKind.get(kind)!;
};

const targets = (w: World) => ({
  vehicleIds: w.big.vehicleIds,
  vehicleGroupIds: w.big.groupIds,
  notificationMethods: ['MobileNotification', 'Sms'],
});

const familyCreate = (path: string, extra: (w: World) => Promise<object>): WorstRequest => ({
  endpoint: `POST /api/app/${path}`,
  status: 200,
  prepare: async (w) => ({
    method: 'POST',
    url: `/api/app/${path}`,
    headers: w.big.owner,
    payload: { ...targets(w), ...(await extra(w)) },
  }),
});

/** A speed alert of the big fleet watching every vehicle and group (id). */
const newAlert = async (w: World): Promise<string> => {
  const res = await w.call('POST', '/api/app/exceedingSpeedAlertDefinition', w.big.owner, {
    ...targets(w),
    maxSpeed: 80,
  });
  if (res.statusCode !== 200) throw new Error(`alert: ${res.statusCode} ${res.body}`);
  return res.body;
};

const onAlert = (
  endpoint: string,
  call: (w: World, id: string) => Call,
  fresh: (w: World) => Promise<string> = newAlert,
): WorstRequest => ({
  endpoint,
  status: 204,
  prepare: async (w) => call(w, await fresh(w)),
});

export const placeRequests: WorstRequest[] = [
  {
    endpoint: 'POST /api/app/geoZone',
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/app/geoZone',
      headers: w.big.owner,
      payload: { name: name64('Zone '), polyLine: { line: serpentineZone() } },
    }),
  },
  {
    endpoint: 'PUT /api/app/geoZone/:id',
    status: 200,
    prepare: async (w) => {
      const [id] = await w.places('zone', 1, serpentineZone());
      const url = `/api/app/geoZone/${id}`;
      return { method: 'PUT', url, headers: w.big.owner, payload: { name: name64('Renamed ') } };
    },
  },
  {
    // A zone some definition watches: its links go with it.
    endpoint: 'DELETE /api/app/geoZone/:id',
    status: 204,
    prepare: async (w) => {
      const [id] = await w.places('zone', 1, serpentineZone());
      const res = await w.call('POST', '/api/app/enteringZoneAlertDefinition', w.big.owner, {
        ...targets(w),
        geoZoneIds: [id],
      });
      if (res.statusCode !== 200) throw new Error(`alert: ${res.body}`);
      return { method: 'DELETE', url: `/api/app/geoZone/${id}`, headers: w.big.owner };
    },
  },
  {
    endpoint: 'POST /api/app/route',
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: '/api/app/route',
      headers: w.big.owner,
      payload: {
        name: name64('Route '),
        hexColor: '0xFFE53935',
        line: chordLine(),
        stopPoints: centreStops(),
      },
    }),
  },
  {
    endpoint: 'DELETE /api/app/route/:id',
    status: 204,
    prepare: async (w) => ({
      method: 'DELETE',
      url: `/api/app/route/${await newRoute(w)}`,
      headers: w.big.owner,
    }),
  },
  {
    endpoint: 'POST /api/app/route/:id/stopPointToRoute',
    status: 200,
    prepare: async (w) => ({
      method: 'POST',
      url: `/api/app/route/${await newRoute(w)}/stopPointToRoute`,
      headers: w.big.owner,
      payload: centreStops(1)[0],
    }),
  },
  {
    endpoint: 'DELETE /api/app/route/:id/stopPointFromRoute/:stopPointId',
    status: 204,
    prepare: async (w) => {
      const id = await newRoute(w);
      const route = (await w.call('GET', `/api/app/route/${id}`, w.big.owner)).json();
      const stop = route.stopPoints[0].id;
      const url = `/api/app/route/${id}/stopPointFromRoute/${stop}`;
      return { method: 'DELETE', url, headers: w.big.owner };
    },
  },
  familyCreate('enteringZoneAlertDefinition', async (w) => ({
    geoZoneIds: await fillToCap(w, 'geoZones'),
  })),
  familyCreate('exitingZoneAlertDefinition', async (w) => ({
    geoZoneIds: await fillToCap(w, 'geoZones'),
  })),
  familyCreate('exitingRouteAlertDefinition', async (w) => ({
    routeIds: await fillToCap(w, 'routes'),
  })),
  familyCreate('exceedingSpeedAlertDefinition', async () => ({ maxSpeed: 120 })),
  familyCreate('jobTimeAlertDefinition', async () => ({
    name: name64('Shift '),
    startTime: '22:00:00',
    endTime: '06:00:00',
    daysOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  })),
  onAlert('DELETE /api/app/alertDefinition/:id', (w, id) => ({
    method: 'DELETE',
    url: `/api/app/alertDefinition/${id}`,
    headers: w.big.owner,
  })),
  onAlert('POST /api/app/alertDefinition/:id/disabledAlert', (w, id) => ({
    method: 'POST',
    url: `/api/app/alertDefinition/${id}/disabledAlert`,
    headers: w.big.owner,
  })),
  onAlert(
    'POST /api/app/alertDefinition/:id/enabledAlert',
    (w, id) => ({
      method: 'POST',
      url: `/api/app/alertDefinition/${id}/enabledAlert`,
      headers: w.big.owner,
    }),
    async (w) => {
      const id = await newAlert(w);
      await w.call('POST', `/api/app/alertDefinition/${id}/disabledAlert`, w.big.owner);
      return id;
    },
  ),
  {
    endpoint: 'POST /api/app/alertDefinition/:id/vehicle/:vehicleId',
    status: 204,
    prepare: async (w) => {
      const res = await w.call('POST', '/api/app/exceedingSpeedAlertDefinition', w.big.owner, {
        ...targets(w),
        vehicleIds: w.big.vehicleIds.slice(1),
        maxSpeed: 80,
      });
      const url = `/api/app/alertDefinition/${res.body}/vehicle/${w.big.vehicleIds[0]}`;
      return { method: 'POST', url, headers: w.big.owner };
    },
  },
  onAlert('DELETE /api/app/alertDefinition/:id/vehicle/:vehicleId', (w, id) => ({
    method: 'DELETE',
    url: `/api/app/alertDefinition/${id}/vehicle/${w.big.vehicleIds[0]}`,
    headers: w.big.owner,
  })),
  {
    endpoint: 'POST /api/app/alertDefinition/:id/vehicleGroup/:groupId',
    status: 204,
    prepare: async (w) => {
      const res = await w.call('POST', '/api/app/exceedingSpeedAlertDefinition', w.big.owner, {
        ...targets(w),
        vehicleGroupIds: w.big.groupIds.slice(1),
        maxSpeed: 80,
      });
      const url = `/api/app/alertDefinition/${res.body}/vehicleGroup/${w.big.groupIds[0]}`;
      return { method: 'POST', url, headers: w.big.owner };
    },
  },
  onAlert('DELETE /api/app/alertDefinition/:id/vehicleGroup/:groupId', (w, id) => ({
    method: 'DELETE',
    url: `/api/app/alertDefinition/${id}/vehicleGroup/${w.big.groupIds[0]}`,
    headers: w.big.owner,
  })),
];
