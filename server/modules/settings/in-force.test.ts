import { afterAll, beforeAll, expect, it } from 'vitest';
import { destination } from '../../../src/api/contract/geometry.ts';
import { SETTING_ROUTE_CORRIDOR_METERS } from '../../../src/api/contract/setting-rules.ts';
import { bearer, tokenRequest } from '../../test/auth-helpers.ts';
import {
  addDefinition,
  addRoute,
  addVehicles,
  feed,
  fixAt,
  notificationsOf,
  user,
} from '../../test/engine-fixtures.ts';
import { setupTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN_PASSWORD } from '../identity/seed.ts';
import { createUser } from '../identity/users.ts';
import { createTrackAccount } from '../track-accounts/associations.ts';

// A setting changed on the settings screen is in force for the very next position, although the
// alert engine keeps each account's rules (built with the corridor) for ten minutes here: the
// change is announced (cluster/bus.ts) and the engine reads every account's rules again.

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ deps: { alertEngine: { rulesCacheMs: 10 * 60_000 } } });
});
afterAll(() => t.close());

const HERE = { lat: 33.51, lon: 36.28 };

it('a new route corridor applies to the next position, whatever the engine cached', async () => {
  const db = t.database.db;
  const owner = await createUser(db, user('Driver'));
  const account = await createTrackAccount(db, {
    ...{ name: 'Corridor fleet', accountType: 'Business', tenantId: null },
    members: [{ userId: owner.id, associationType: 'Owner' }],
  });
  const [car] = await addVehicles(db, account, 1);
  const east = destination(HERE, 2000, Math.PI / 2);
  const road = await addRoute(db, account, 'Main road', [HERE, east]);
  const id = await addDefinition(db, account, {
    type: 'ExitingRoute',
    vehicleIds: [car!],
    routeIds: [road],
  });
  const off = (m: number) => destination(destination(HERE, 1000, Math.PI / 2), m, Math.PI);
  const start = new Date(Date.now() - 60_000);
  const engine = t.app.alertEngine;
  // On the road: the account's rules are read with the default corridor (100 m) and kept.
  await feed(engine, db, [fixAt(car!, start, 0, off(0))]);

  const token = await tokenRequest(t.app, {
    grant_type: 'password',
    username: 'admin',
    password: DEMO_ADMIN_PASSWORD,
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/setting-management/gotrack',
    headers: bearer(token.body.access_token),
    payload: { values: { [SETTING_ROUTE_CORRIDOR_METERS]: '500' } },
  });
  expect(res.statusCode).toBe(204);

  // 300 m off is inside the new corridor (it was outside the old one); 600 m is outside.
  await feed(engine, db, [fixAt(car!, start, 10, off(300))]);
  await feed(engine, db, [fixAt(car!, start, 20, off(600))]);
  expect((await notificationsOf(db, id)).map((n) => n.details.distance)).toEqual([600]);
});
