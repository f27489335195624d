import type { Route } from '../../../api/contract/routes.ts';

// A route along a street in Damascus, about 900 m west to east.

export const ACCOUNT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
export const ROUTE_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3310';
export const STOP_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3320';

/** [lat, lon] of the line's ends, a point 11 m off its middle, one 111 m off. */
export const WEST: [number, number] = [33.5, 36.3];
export const EAST: [number, number] = [33.5, 36.31];
export const NEAR: [number, number] = [33.5001, 36.305];
export const NEAR_2: [number, number] = [33.5, 36.302];
export const FAR: [number, number] = [33.501, 36.305];

export const route = (over: Partial<Route> = {}): Route => ({
  id: ROUTE_ID,
  name: 'Airport shuttle',
  color: '0xFF1E88E5',
  line: [
    { latitudeY: WEST[0], longitudeX: WEST[1] },
    { latitudeY: EAST[0], longitudeX: EAST[1] },
  ],
  stopPoints: [
    {
      id: STOP_ID,
      name: 'Umayyad Square',
      color: '0xFFE53935',
      point: { latitudeY: NEAR[0], longitudeX: NEAR[1] },
    },
  ],
  creationTime: '2026-11-20T09:00:00Z',
  ...over,
});

/** The server's answer for an unknown route, or another account's (ABP's 404 envelope). */
export const notFound = () =>
  new Response(JSON.stringify({ error: { message: 'There is no such an entity.' } }), {
    status: 404,
    headers: { 'Content-Type': 'application/json', _AbpErrorFormat: 'true' },
  });
