import { afterAll, beforeAll, describe, it } from 'vitest';
import { encodeLine } from '../../../src/api/contract/geometry.ts';
import { checkRow, type AccessRow } from '../../test/access-matrix.ts';
import { rolesApp } from '../../test/account-roles.ts';

// Every geo-zone endpoint × {anonymous, stranger, observer, owner, another account's owner}.

let h: Awaited<ReturnType<typeof rolesApp>>;
let zone = '';
let doomed = '';
const a = { lat: 33.5, lon: 36.3 };
const polyLine = {
  line: encodeLine([a, { lat: 33.5, lon: 36.31 }, { lat: 33.51, lon: 36.31 }, a]),
};
beforeAll(async () => {
  h = await rolesApp();
  const create = async (name: string) =>
    (await h.call('POST', '/api/app/geoZone', h.as.owner, { name, polyLine })).body;
  zone = await create('Matrix');
  doomed = await create('Doomed');
});
afterAll(() => h.t.close());

const rows: AccessRow[] = [
  {
    name: 'create',
    method: 'POST',
    url: () => '/api/app/geoZone',
    body: () => ({ name: 'New', polyLine }),
    owner: 200,
    otherOwner: 200,
  },
  {
    name: 'get',
    method: 'GET',
    url: () => `/api/app/geoZone/${zone}`,
    owner: 200,
    otherOwner: 404,
  },
  { name: 'list', method: 'GET', url: () => '/api/app/geoZone', owner: 200, otherOwner: 200 },
  {
    name: 'rename',
    method: 'PUT',
    url: () => `/api/app/geoZone/${zone}`,
    body: () => ({ name: 'Renamed' }),
    owner: 200,
    otherOwner: 404,
  },
  {
    name: 'delete (nothing of another account is touched)',
    method: 'DELETE',
    url: () => `/api/app/geoZone/${doomed}`,
    owner: 204,
    otherOwner: 204,
  },
];

describe('who may call the geo-zone endpoints', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', async (_, row) => {
    await checkRow(h, row);
  });
});
