import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenRequest, type TokenResponse } from '../../test/auth-helpers.ts';
import { rolesApp } from '../../test/account-roles.ts';
import { BUSINESS, vehicleByDevice } from '../../test/tracking-helpers.ts';
import { writeFixes } from '../ingest/writer.ts';

// What an observer sees is the union of their vehicles and their groups' vehicles, on every
// monitoring screen, while they are active; a deleted observer loses the account at once.
// Each test has its own observer and group, so the tests hold in any order.

let h: Awaited<ReturnType<typeof rolesApp>>;
let owner: Record<string, string>;
const ids: Record<string, string> = {};
beforeAll(async () => {
  h = await rolesApp();
  owner = h.as.owner;
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
});
afterAll(() => h.t.close());

const O = '/api/app/observation';

/**
 * A new observer watching demo-001, who accepted and signed in to the account, and a group with
 * demo-008.
 */
async function setUp(phoneNumber: string) {
  const made = await h.call('POST', `${O}/observer`, owner, {
    name: 'Watcher',
    phoneNumber,
    vehicleIds: [ids['demo-001']],
  });
  const observerId: string = made.json().id;
  await h.accept(phoneNumber, observerId);
  const tokens = await h.signIn(phoneNumber, BUSINESS);
  const group = (
    await h.call('POST', '/api/app/vehicleGroup', owner, {
      name: 'Night shift',
      vehicleGroupVehicleCreateDtos: [{ vehicleId: ids['demo-008'] }],
    })
  ).body;
  const assignGroup = (method: 'POST' | 'DELETE') =>
    h.call(
      method,
      `${O}/observationVehicleGroup?userTrackAccountAssociationId=${observerId}&vehicleGroupId=${group}`,
      owner,
    );
  return { observerId, tokens, headers: bearer(tokens.access_token), group, assignGroup };
}

const live = async (headers: Record<string, string>) => {
  const res = await h.call('POST', '/api/app/monitoring/liveLocation', headers, {
    onlySpeed: true,
    vehicleIds: [],
  });
  const items = (res.json().items ?? []) as { vehicleId: string }[];
  return { status: res.statusCode, ids: items.map((i) => i.vehicleId) };
};
const range = () => {
  const to = new Date();
  const from = new Date(to.getTime() - 3_600_000);
  return `fromDate=${encodeURIComponent(from.toISOString())}&toDate=${encodeURIComponent(to.toISOString())}`;
};
/** What each screen shows of one vehicle to the observer. */
const screens = async (headers: Record<string, string>, device: string) => {
  const v = ids[device]!;
  const urls = [
    `/api/app/vehicle/${v}`,
    `/api/app/monitoring/vehicleHistory?vehicleId=${v}&${range()}`,
    `/api/app/vehicleReport/vehicleDistanceAverageAndMaxSpeedReport?vehicleId=${v}&${range()}`,
  ];
  const listed = (await h.call('GET', '/api/app/vehicle?maxResultCount=1000', headers)).json();
  const inList = listed.items.some((x: { id: string }) => x.id === v);
  const statuses = [];
  for (const url of urls) statuses.push((await h.call('GET', url, headers)).statusCode);
  return { inList, statuses, live: (await live(headers)).ids.includes(v) };
};
const seen = { inList: true, statuses: [200, 200, 200], live: true };
const unseen = { inList: false, statuses: [404, 404, 404], live: false };

describe('observer visibility through groups', () => {
  it('adds the vehicles of an assigned group, and follows the group as it changes', async () => {
    const o = await setUp('0944000701');
    expect(await screens(o.headers, 'demo-008')).toEqual(unseen);
    expect((await o.assignGroup('POST')).statusCode).toBe(204);
    expect(await screens(o.headers, 'demo-008')).toEqual(seen);
    expect(await screens(o.headers, 'demo-001')).toEqual(seen); // still their own vehicle
    expect(await screens(o.headers, 'demo-009')).toEqual(unseen);

    const member = `/api/app/vehicle/${ids['demo-009']}`;
    const add = await h.call('POST', `${member}/addToVehicleGroup/${o.group}`, owner);
    expect(add.statusCode).toBe(204);
    expect(await screens(o.headers, 'demo-009')).toEqual(seen);
    const remove = await h.call('DELETE', `${member}/removeFromVehicleGroup/${o.group}`, owner);
    expect(remove.statusCode).toBe(204);
    expect(await screens(o.headers, 'demo-009')).toEqual(unseen);

    const items = (
      await h.call('GET', `${O}/vehicleAndVehicleGroupOfObsever/${o.observerId}`, owner)
    ).json();
    expect(items).toEqual({
      items: [
        { vehicleOrGroupId: ids['demo-001'], type: 'Vehicle', name: expect.any(String) },
        { vehicleOrGroupId: o.group, type: 'VehicleGroup', name: 'Night shift' },
      ],
      totalCount: 2,
    });

    expect((await o.assignGroup('DELETE')).statusCode).toBe(204);
    expect(await screens(o.headers, 'demo-008')).toEqual(unseen);
  });

  it('a deleted group takes its vehicles away', async () => {
    const o = await setUp('0944000702');
    expect((await o.assignGroup('POST')).statusCode).toBe(204);
    expect((await live(o.headers)).ids).toContain(ids['demo-008']);
    expect((await h.call('DELETE', `/api/app/vehicleGroup/${o.group}`, owner)).statusCode).toBe(
      204,
    );
    expect((await live(o.headers)).ids).toEqual([ids['demo-001']]);
  });
});

describe('deactivating and deleting', () => {
  const refresh = async (tokens: TokenResponse) =>
    tokenRequest(
      h.t.app,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! },
      { TrackAccountId: await h.accountId(BUSINESS) },
    );

  it('a deactivated observer sees nothing until re-activated', async () => {
    const o = await setUp('0944000703');
    await o.assignGroup('POST');
    const post = (path: string) => h.call('POST', `${O}/${path}/${o.observerId}`, owner);
    expect((await post('deactivateObserver')).statusCode).toBe(204);
    const refused = await h.call('GET', '/api/app/vehicle', o.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      message: 'You do not have access to this track account.',
      code: 'GoTrack:NoAccountAccess',
    });
    expect((await live(o.headers)).status).toBe(403);
    expect((await refresh(o.tokens)).status).toBe(400);
    expect((await post('activateObserver')).statusCode).toBe(204);
    expect((await live(o.headers)).ids.sort()).toEqual([ids['demo-001'], ids['demo-008']].sort());
    expect((await refresh(o.tokens)).status).toBe(200);
  });

  it('a deleted observer loses the account at once; the next refresh with it is refused', async () => {
    const o = await setUp('0944000704');
    const del = await h.call('DELETE', `${O}/observer?phoneNumber=0944000704`, owner);
    expect(del.statusCode).toBe(204);
    expect((await live(o.headers)).status).toBe(403);
    const res = await refresh(o.tokens);
    expect(res.status).toBe(400);
    expect(res.body.error_description).toBe('You do not have access to this track account.');
    const accounts = (await h.call('GET', '/api/app/trackAccount', o.headers)).json();
    expect(accounts.totalCount).toBe(0);
  });
});
