import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkRow, type AccessRow } from '../../test/access-matrix.ts';
import { rolesApp } from '../../test/account-roles.ts';
import { routeBody, stop } from '../../test/route-points.ts';

// Every route and stop-point endpoint × {anonymous, stranger, observer, owner, another
// account's owner}.

let h: Awaited<ReturnType<typeof rolesApp>>;
let route = '';
let doomed = '';
let stopPoint = '';
beforeAll(async () => {
  h = await rolesApp();
  const create = async (name: string) =>
    (await h.call('POST', '/api/app/route', h.as.owner, routeBody(name, [stop('S')]))).json();
  const matrix = await create('Matrix');
  route = matrix.id;
  stopPoint = matrix.stopPoints[0].id;
  doomed = (await create('Doomed')).id;
});
afterAll(() => h.t.close());

const rows: AccessRow[] = [
  {
    name: 'create',
    method: 'POST',
    url: () => '/api/app/route',
    body: () => routeBody('New', [stop('S')]),
    owner: 200,
    otherOwner: 200,
  },
  { name: 'get', method: 'GET', url: () => `/api/app/route/${route}`, owner: 200, otherOwner: 404 },
  { name: 'list', method: 'GET', url: () => '/api/app/route', owner: 200, otherOwner: 200 },
  {
    name: 'add a stop point',
    method: 'POST',
    url: () => `/api/app/route/${route}/stopPointToRoute`,
    body: () => stop('Added', 10),
    owner: 200,
    otherOwner: 404,
  },
  {
    name: 'list stop points',
    method: 'GET',
    url: () => `/api/app/route/${route}/stopPointsOnRoute`,
    owner: 200,
    otherOwner: 404,
  },
  {
    name: 'remove a stop point (nothing of another account is touched)',
    method: 'DELETE',
    url: () => `/api/app/route/${route}/stopPointFromRoute/${stopPoint}`,
    owner: 204,
    otherOwner: 204,
  },
  {
    name: 'delete (nothing of another account is touched)',
    method: 'DELETE',
    url: () => `/api/app/route/${doomed}`,
    owner: 204,
    otherOwner: 204,
  },
];

describe('who may call the route endpoints', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', async (_, row) => {
    await checkRow(h, row);
  });
});
