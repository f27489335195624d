import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkRow, type AccessRow } from '../../test/access-matrix.ts';
import { rolesApp } from '../../test/account-roles.ts';
import { vehicleByDevice } from '../../test/tracking-helpers.ts';

// Every group endpoint × {anonymous, stranger, observer, owner, another account's owner}.

let h: Awaited<ReturnType<typeof rolesApp>>;
let group = '';
let doomed = '';
let vehicle = '';
beforeAll(async () => {
  h = await rolesApp();
  vehicle = (await vehicleByDevice(h.db, 'demo-006')).id;
  const create = async (name: string) =>
    (await h.call('POST', '/api/app/vehicleGroup', h.as.owner, { name })).body;
  group = await create('Matrix');
  doomed = await create('Doomed');
});
afterAll(() => h.t.close());

const rows: AccessRow[] = [
  {
    name: 'create (with one of the account’s vehicles)',
    method: 'POST',
    url: () => '/api/app/vehicleGroup',
    body: () => ({ name: 'New', vehicleGroupVehicleCreateDtos: [{ vehicleId: vehicle }] }),
    owner: 200,
    otherOwner: 400,
  },
  {
    name: 'get',
    method: 'GET',
    url: () => `/api/app/vehicleGroup/${group}`,
    owner: 200,
    otherOwner: 404,
  },
  { name: 'list', method: 'GET', url: () => '/api/app/vehicleGroup', owner: 200, otherOwner: 200 },
  {
    name: 'rename',
    method: 'PUT',
    url: () => `/api/app/vehicleGroup/${group}`,
    body: () => ({ name: 'Renamed' }),
    owner: 200,
    otherOwner: 404,
  },
  {
    name: 'add a vehicle',
    method: 'POST',
    url: () => `/api/app/vehicle/${vehicle}/addToVehicleGroup/${group}`,
    owner: 204,
    otherOwner: 404,
  },
  {
    name: 'remove a vehicle (nothing of another account is touched)',
    method: 'DELETE',
    url: () => `/api/app/vehicle/${vehicle}/removeFromVehicleGroup/${group}`,
    owner: 204,
    otherOwner: 204,
  },
  {
    name: 'delete (nothing of another account is touched)',
    method: 'DELETE',
    url: () => `/api/app/vehicleGroup/${doomed}`,
    owner: 204,
    otherOwner: 204,
  },
];

describe('who may call the group endpoints', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', async (_, row) => {
    await checkRow(h, row);
  });
});
