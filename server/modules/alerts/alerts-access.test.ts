import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkRow, type AccessRow } from '../../test/access-matrix.ts';
import {
  alertsApp,
  createAlert,
  createBody,
  FAMILY_PATHS,
  type AlertsApp,
  type Family,
  type Targets,
} from '../../test/alert-fixtures.ts';

// Every alert-definition endpoint × {anonymous, stranger, observer, owner, another account's
// owner}. Another account's owner gets 404 for the owner's definitions (as for unknown ids), 400
// for a create naming the owner's vehicles, zones or routes, and 204 for removals (nothing of
// the owner's is touched: the owner's own rows are checked after the matrix).

let h: AlertsApp;
let t: Targets;
const ids = {} as Record<Family, string>;
let vehicleId = '';
let groupId = '';
let doomed = '';
beforeAll(async () => {
  h = await alertsApp();
  vehicleId = (await h.vehiclesOf(h.business))[0]!;
  groupId = await h.group(h.business, 'Matrix group', [vehicleId]);
  t = {
    vehicleIds: [vehicleId],
    geoZoneIds: [await h.zone(h.business)],
    routeIds: [await h.routeIn(h.business)],
  };
  for (const family of Object.keys(FAMILY_PATHS) as Family[]) {
    ids[family] = await createAlert(h, h.as.owner, family, t);
  }
  doomed = await createAlert(h, h.as.owner, 'ExceedingSpeed', t);
});
afterAll(() => h.t.close());

const base = '/api/app/alertDefinition';
const one = () => ids.ExceedingSpeed;

const generic: AccessRow[] = [
  { name: 'list', method: 'GET', url: () => `${base}?type=`, owner: 200, otherOwner: 200 },
  {
    name: 'disable',
    method: 'POST',
    url: () => `${base}/${one()}/disabledAlert`,
    owner: 204,
    otherOwner: 404,
  },
  {
    name: 'enable',
    method: 'POST',
    url: () => `${base}/${one()}/enabledAlert`,
    owner: 204,
    otherOwner: 404,
  },
  {
    name: 'assign a vehicle',
    method: 'POST',
    url: () => `${base}/${one()}/vehicle/${vehicleId}`,
    owner: 204,
    otherOwner: 404,
  },
  {
    name: 'assign a group',
    method: 'POST',
    url: () => `${base}/${one()}/vehicleGroup/${groupId}`,
    owner: 204,
    otherOwner: 404,
  },
  {
    name: 'list vehicles',
    method: 'GET',
    url: () => `${base}/${one()}/vehicles`,
    owner: 200,
    otherOwner: 404,
  },
  {
    name: 'list groups',
    method: 'GET',
    url: () => `${base}/${one()}/vehicleGroups`,
    owner: 200,
    otherOwner: 404,
  },
  {
    name: 'unassign a group',
    method: 'DELETE',
    url: () => `${base}/${one()}/vehicleGroup/${groupId}`,
    owner: 204,
    otherOwner: 204,
  },
  {
    name: 'unassign a vehicle',
    method: 'DELETE',
    url: () => `${base}/${one()}/vehicle/${vehicleId}`,
    owner: 204,
    otherOwner: 204,
  },
  {
    name: 'delete (nothing of another account is touched)',
    method: 'DELETE',
    url: () => `${base}/${doomed}`,
    owner: 204,
    otherOwner: 204,
  },
];

const families: AccessRow[] = (Object.keys(FAMILY_PATHS) as Family[]).flatMap((family) => [
  {
    name: `${family}: create (another account may not name the owner's vehicles or places)`,
    method: 'POST' as const,
    url: () => FAMILY_PATHS[family],
    body: () => createBody(family, t),
    owner: 200,
    otherOwner: 400,
  },
  {
    name: `${family}: get`,
    method: 'GET' as const,
    url: () => `${FAMILY_PATHS[family]}/${ids[family]}`,
    owner: 200,
    otherOwner: 404,
  },
  {
    name: `${family}: list`,
    method: 'GET' as const,
    url: () => FAMILY_PATHS[family],
    owner: 200,
    otherOwner: 200,
  },
]);

const places: AccessRow[] = [
  ['EnteringZone', 'geoZones'],
  ['ExitingZone', 'geoZones'],
  ['ExitingRoute', 'routes'],
].map(([family, list]) => ({
  name: `${family}: its ${list}`,
  method: 'GET' as const,
  url: () => `${FAMILY_PATHS[family as Family]}/${ids[family as Family]}/${list}`,
  owner: 200,
  otherOwner: 404,
}));

describe('who may call the alert-definition endpoints', () => {
  it.each([...generic, ...families, ...places].map((r) => [r.name, r] as const))(
    '%s',
    async (_, row) => {
      await checkRow(h, row);
    },
  );
});
