import type { RouteCreate, StopPointInput } from '../../../api/contract/routes.ts';
import type { NewEdit } from '../../../api/edits/run.ts';
import { routeQueries } from './query-keys';

// The route edits (spec part 2 §7 "Routes"), as offline edits: each names what the lists show
// while it is pending, and what to refetch once it is done. Stop-point edits name their route in
// `subjectId`, so its panel can show them.

interface Named {
  id: string;
  name: string;
}

export const createRouteEdit = (accountId: string, body: RouteCreate): NewEdit<'route.create'> => ({
  call: 'route.create',
  body,
  accountId,
  subject: body.name,
  invalidates: [routeQueries.lists(accountId)],
});

export const deleteRouteEdit = (accountId: string, route: Named): NewEdit<'route.delete'> => ({
  call: 'route.delete',
  params: { id: route.id },
  accountId,
  subject: route.name,
  subjectId: route.id,
  invalidates: [routeQueries.lists(accountId)],
  // Its add-point page would only answer 404 now.
  removes: [routeQueries.detail(accountId, route.id)],
});

export const addStopPointEdit = (
  accountId: string,
  routeId: string,
  body: StopPointInput,
): NewEdit<'route.addStopPoint'> => ({
  call: 'route.addStopPoint',
  params: { id: routeId },
  body,
  accountId,
  subject: body.name,
  subjectId: routeId,
  invalidates: [routeQueries.all(accountId)],
});

export const removeStopPointEdit = (
  accountId: string,
  routeId: string,
  stop: Named,
): NewEdit<'route.removeStopPoint'> => ({
  call: 'route.removeStopPoint',
  params: { id: routeId, stopPointId: stop.id },
  accountId,
  subject: stop.name,
  subjectId: routeId,
  invalidates: [routeQueries.all(accountId)],
});
