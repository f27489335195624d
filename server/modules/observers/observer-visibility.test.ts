import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenRequest, type TokenResponse } from '../../test/auth-helpers.ts';
import { rolesApp } from '../../test/account-roles.ts';
import { BUSINESS, OBSERVER, vehicleByDevice } from '../../test/tracking-helpers.ts';
import { writeFixes } from '../ingest/writer.ts';

// What an observer sees is the union of their vehicles and their groups' vehicles, on every
// monitoring screen, while they are active; a deleted observer loses the account at once.

let h: Awaited<ReturnType<typeof rolesApp>>;
let owner: Record<string, string>;
let tokens: TokenResponse;
let observer: Record<string, string>;
let observerId = '';
let group = '';
const ids: Record<string, string> = {};
beforeAll(async () => {
  h = await rolesApp();
  owner = h.as.owner;
  tokens = await h.signIn(OBSERVER, BUSINESS);
  observer = bearer(tokens.access_token);
  const now = Date.now();
  const fix = (vehicleId: string, ago: number, speed: number) => ({
    vehicleId,
    time: new Date(now - ago),
    lat: 33.51 + speed / 4000,
    lon: 36.27,
    speed,
    bearing: null,
    altitude: null,
    accuracy: null,
  });
  for (const device of ['demo-001', 'demo-008', 'demo-009']) {
    const id = (await vehicleByDevice(h.db, device)).id;
    ids[device] = id;
    await writeFixes(h.db, [fix(id, 120_000, 0), fix(id, 60_000, 40)]);
  }
  const list = (await h.call('GET', '/api/app/observation', owner)).json();
  observerId = list.items.find((o: { phoneNumber: string }) => o.phoneNumber === OBSERVER).id;
  group = (
    await h.call('POST', '/api/app/vehicleGroup', owner, {
      name: 'Night shift',
      vehicleGroupVehicleCreateDtos: [{ vehicleId: ids['demo-008'] }],
    })
  ).body;
});
afterAll(() => h.t.close());

const live = async (headers = observer) => {
  const res = await h.call('POST', '/api/app/monitoring/liveLocation', headers, {
    onlySpeed: true,
    vehicleIds: [],
  });
  return {
    status: res.statusCode,
    ids: (res.json().items ?? []).map((i: { vehicleId: string }) => i.vehicleId),
  };
};
const range = () => {
  const to = new Date();
  const from = new Date(to.getTime() - 3_600_000);
  return `fromDate=${encodeURIComponent(from.toISOString())}&toDate=${encodeURIComponent(to.toISOString())}`;
};
/** The status of each screen's call about one vehicle, as the observer. */
const screens = async (device: string) => {
  const v = ids[device]!;
  const urls = [
    `/api/app/vehicle/${v}`,
    `/api/app/monitoring/vehicleHistory?vehicleId=${v}&${range()}`,
    `/api/app/vehicleReport/vehicleDistanceAverageAndMaxSpeedReport?vehicleId=${v}&${range()}`,
  ];
  const listed = (await h.call('GET', '/api/app/vehicle?maxResultCount=1000', observer)).json();
  const inList = listed.items.some((x: { id: string }) => x.id === v);
  const statuses = [];
  for (const url of urls) statuses.push((await h.call('GET', url, observer)).statusCode);
  return { inList, statuses, live: (await live()).ids.includes(v) };
};
const assignGroup = (method: 'POST' | 'DELETE') =>
  h.call(
    method,
    `/api/app/observation/observationVehicleGroup?userTrackAccountAssociationId=${observerId}&vehicleGroupId=${group}`,
    owner,
  );
const seen = { inList: true, statuses: [200, 200, 200], live: true };
const unseen = { inList: false, statuses: [404, 404, 404], live: false };

describe('observer visibility through groups', () => {
  it('adds the vehicles of an assigned group, and follows the group as it changes', async () => {
    expect(await screens('demo-008')).toEqual(unseen);
    expect((await assignGroup('POST')).statusCode).toBe(204);
    expect(await screens('demo-008')).toEqual(seen);
    expect(await screens('demo-001')).toEqual(seen); // still their own vehicle
    expect(await screens('demo-009')).toEqual(unseen);

    const member = `/api/app/vehicle/${ids['demo-009']}`;
    expect((await h.call('POST', `${member}/addToVehicleGroup/${group}`, owner)).statusCode).toBe(
      204,
    );
    expect(await screens('demo-009')).toEqual(seen);
    expect(
      (await h.call('DELETE', `${member}/removeFromVehicleGroup/${group}`, owner)).statusCode,
    ).toBe(204);
    expect(await screens('demo-009')).toEqual(unseen);

    const items = (
      await h.call(
        'GET',
        `/api/app/observation/vehicleAndVehicleGroupOfObsever/${observerId}`,
        owner,
      )
    ).json();
    expect(items.totalCount).toBe(4);
    expect(items.items.at(-1)).toEqual({
      vehicleOrGroupId: group,
      type: 'VehicleGroup',
      name: 'Night shift',
    });
    expect(items.items[0].type).toBe('Vehicle');

    expect((await assignGroup('DELETE')).statusCode).toBe(204);
    expect(await screens('demo-008')).toEqual(unseen);
  });

  it('a deleted group takes its vehicles away', async () => {
    expect((await assignGroup('POST')).statusCode).toBe(204);
    expect((await live()).ids).toContain(ids['demo-008']);
    const other = (await h.call('POST', '/api/app/vehicleGroup', owner, { name: 'Temp' })).body;
    expect((await h.call('DELETE', `/api/app/vehicleGroup/${group}`, owner)).statusCode).toBe(204);
    expect((await live()).ids).not.toContain(ids['demo-008']);
    group = other;
  });
});

describe('deactivating and deleting', () => {
  const refresh = async () => {
    const res = await tokenRequest(
      h.t.app,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! },
      { TrackAccountId: await h.accountId(BUSINESS) },
    );
    if (res.status === 200) tokens = res.body;
    return res;
  };

  it('a deactivated observer sees nothing until re-activated', async () => {
    const post = (path: string) =>
      h.call('POST', `/api/app/observation/${path}/${observerId}`, owner);
    expect((await post('deactivateObserver')).statusCode).toBe(204);
    const refused = await h.call('GET', '/api/app/vehicle', observer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('You do not have access to this track account.');
    expect((await live()).status).toBe(403);
    expect((await refresh()).status).toBe(400);
    expect((await post('activateObserver')).statusCode).toBe(204);
    expect((await live()).ids).toContain(ids['demo-001']);
    expect((await refresh()).status).toBe(200);
    observer = bearer(tokens.access_token);
  });

  it('a deleted observer loses the account at once; the next refresh with it is refused', async () => {
    const del = await h.call(
      'DELETE',
      `/api/app/observation/observer?phoneNumber=${encodeURIComponent(OBSERVER)}`,
      owner,
    );
    expect(del.statusCode).toBe(204);
    expect((await live()).status).toBe(403);
    const res = await refresh();
    expect(res.status).toBe(400);
    expect(res.body.error_description).toBe('You do not have access to this track account.');
    const accounts = (await h.call('GET', '/api/app/trackAccount', observer)).json();
    expect(accounts.totalCount).toBe(0);
  });
});
