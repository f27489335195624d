import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkRow, type AccessRow } from '../../test/access-matrix.ts';
import { rolesApp } from '../../test/account-roles.ts';
import { vehicleByDevice } from '../../test/tracking-helpers.ts';

// Every observer endpoint × {anonymous, stranger, observer, owner, another account's owner}.

const SECOND = '+963944000501';
const DOOMED = '+963944000502';

let h: Awaited<ReturnType<typeof rolesApp>>;
let second = '';
let group = '';
let vehicle = '';
beforeAll(async () => {
  h = await rolesApp();
  vehicle = (await vehicleByDevice(h.db, 'demo-007')).id;
  group = (await h.call('POST', '/api/app/vehicleGroup', h.as.owner, { name: 'Watched' })).body;
  const add = (name: string, phoneNumber: string) =>
    h.call('POST', '/api/app/observation/observer', h.as.owner, { name, phoneNumber });
  second = (await add('Second', SECOND)).json().id;
  await add('Doomed', DOOMED);
});
afterAll(() => h.t.close());

const O = '/api/app/observation';
const assignment = (kind: 'vehicleId' | 'vehicleGroupId') =>
  `userTrackAccountAssociationId=${second}&${kind}=${kind === 'vehicleId' ? vehicle : group}`;

const rows: AccessRow[] = [
  {
    name: 'create (with one of the account’s vehicles)',
    method: 'POST',
    url: () => `${O}/observer`,
    body: () => ({ name: 'New', phoneNumber: '0944000503', vehicleIds: [vehicle] }),
    owner: 200,
    otherOwner: 400,
  },
  {
    name: 'update',
    method: 'PUT',
    url: () => `${O}/observer`,
    body: () => ({ userTrackAccountAssociationId: second, name: 'Renamed', phoneNumber: SECOND }),
    owner: 200,
    otherOwner: 404,
  },
  {
    name: 'delete (nothing of another account is touched)',
    method: 'DELETE',
    url: () => `${O}/observer?phoneNumber=${encodeURIComponent(DOOMED)}`,
    owner: 204,
    otherOwner: 204,
  },
  {
    name: 'deactivate',
    method: 'POST',
    url: () => `${O}/deactivateObserver/${second}`,
    owner: 204,
    otherOwner: 404,
  },
  {
    name: 'activate',
    method: 'POST',
    url: () => `${O}/activateObserver/${second}`,
    owner: 204,
    otherOwner: 404,
  },
  {
    name: 'assign a vehicle',
    method: 'POST',
    url: () => `${O}/observationVehicle?${assignment('vehicleId')}`,
    owner: 204,
    otherOwner: 404,
  },
  {
    name: 'assign a group',
    method: 'POST',
    url: () => `${O}/observationVehicleGroup?${assignment('vehicleGroupId')}`,
    owner: 204,
    otherOwner: 404,
  },
  {
    name: 'what the observer sees',
    method: 'GET',
    url: () => `${O}/vehicleAndVehicleGroupOfObsever/${second}`,
    owner: 200,
    otherOwner: 404,
  },
  {
    name: 'unassign a vehicle (nothing of another account is touched)',
    method: 'DELETE',
    url: () => `${O}/observationVehicle?${assignment('vehicleId')}`,
    owner: 204,
    otherOwner: 204,
  },
  {
    name: 'unassign a group (nothing of another account is touched)',
    method: 'DELETE',
    url: () => `${O}/observationVehicleGroup?${assignment('vehicleGroupId')}`,
    owner: 204,
    otherOwner: 204,
  },
  { name: 'list', method: 'GET', url: () => O, owner: 200, otherOwner: 200 },
];

describe('who may call the observer endpoints', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', async (_, row) => {
    await checkRow(h, row);
  });
});
