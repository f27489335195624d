import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeStopPoint } from '../../db/schema.ts';
import { rolesApp } from '../../test/account-roles.ts';
import { routeBody, stop } from '../../test/route-points.ts';

let h: Awaited<ReturnType<typeof rolesApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await rolesApp();
  owner = h.as.owner;
});
afterAll(() => h.t.close());

const newRoute = async (name: string, headers = owner): Promise<string> =>
  (await h.call('POST', '/api/app/route', headers, routeBody(name))).json().id;
const add = (routeId: string, body: unknown, headers: Record<string, string> = owner) =>
  h.call('POST', `/api/app/route/${routeId}/stopPointToRoute`, headers, body);
const names = async (routeId: string, query = 'maxResultCount=100', headers = owner) => {
  const res = await h.call('GET', `/api/app/route/${routeId}/stopPointsOnRoute?${query}`, headers);
  const page = res.json();
  return { names: page.items.map((s: { name: string }) => s.name), total: page.totalCount };
};
const remove = (routeId: string, stopId: string, headers = owner) =>
  h.call('DELETE', `/api/app/route/${routeId}/stopPointFromRoute/${stopId}`, headers);
const storedStops = (routeId: string) =>
  h.db.select().from(routeStopPoint).where(eq(routeStopPoint.routeId, routeId));

describe('adding a stop point to a route', () => {
  it('accepts a point 29 m from the line and refuses one 31 m away, in English and Arabic', async () => {
    const id = await newRoute('Thirty metres');
    const near = stop('Near', 29, '0xFF8e24aa');
    const res = await add(id, near);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Near',
      color: '0xFF8E24AA',
      point: near.point,
    });
    const far = await add(id, stop('Far', 31));
    expect(far.statusCode).toBe(400);
    expect(far.json().error.validationErrors).toEqual([
      { message: 'Stop point must be within 30 meters of the route line.', members: ['point'] },
    ]);
    const south = await add(id, stop('South', -31), { ...owner, 'accept-language': 'ar' });
    expect(south.json().error.validationErrors[0].message).toBe(
      'يجب أن تكون نقطة التوقف ضمن 30 متراً من خط المسار.',
    );
    const off = await add(id, { ...near, point: { longitudeX: 200, latitudeY: 33 } });
    expect(off.json().error.validationErrors[0].message).toContain('Every point must be on');
    expect((await add(id, { ...near, name: 'a\u202Eb' })).statusCode).toBe(400);
    expect(await names(id)).toEqual({ names: ['Near'], total: 1 });
    const route = (await h.call('GET', `/api/app/route/${id}`, owner)).json();
    expect(route.stopPoints).toEqual([res.json()]);
  });

  it('lists a route’s stop points in the order they were added, paged', async () => {
    const id = await newRoute('Paged');
    for (const name of ['First', 'Second', 'Third']) await add(id, stop(name));
    expect(await names(id)).toEqual({ names: ['First', 'Second', 'Third'], total: 3 });
    expect(await names(id, 'skipCount=1&maxResultCount=1')).toEqual({
      names: ['Second'],
      total: 3,
    });
  });

  it('answers a repeated Idempotency-Key with the first stop point, also when racing', async () => {
    const id = await newRoute('Keyed');
    const keyed = { ...owner, 'idempotency-key': 'stop-1' };
    const first = (await add(id, stop('Once'), keyed)).json();
    expect((await add(id, stop('Changed', 5), keyed)).json()).toEqual(first);
    const racing = await Promise.all(
      [1, 2, 3].map(() => add(id, stop('Race'), { ...owner, 'idempotency-key': 'stop-2' })),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);
    expect(await names(id)).toEqual({ names: ['Once', 'Race'], total: 2 });
    // A key belongs to its route: the same key on another route adds there.
    const other = await newRoute('Other keyed');
    expect((await add(other, stop('There'), keyed)).json().id).not.toBe(first.id);
    expect(await names(other)).toEqual({ names: ['There'], total: 1 });
  });

  it('stops at 100 stop points per route', async () => {
    const id = await newRoute('Full');
    await h.db.insert(routeStopPoint).values(
      Array.from({ length: 100 }, (_, i) => ({
        routeId: id,
        name: `S${i}`,
        color: '0xFF000000',
        longitude: 36.28,
        latitude: 33.51,
      })),
    );
    const res = await add(id, stop('One too many'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('A route can have at most 100 stop points.');
    expect((await storedStops(id)).length).toBe(100);
  });
});

describe('removing stop points and other accounts', () => {
  it('removes (twice is once), and only through the stop point’s own route', async () => {
    const a = await newRoute('A');
    const b = await newRoute('B');
    const kept = (await add(a, stop('Kept'))).json().id;
    const gone = (await add(a, stop('Gone'))).json().id;
    // Through another route's URL nothing is removed.
    expect((await remove(b, kept)).statusCode).toBe(204);
    expect((await remove(a, gone)).statusCode).toBe(204);
    expect((await remove(a, gone)).statusCode).toBe(204);
    expect(await names(a)).toEqual({ names: ['Kept'], total: 1 });
  });

  it('treats another account’s route as unknown and touches nothing of it', async () => {
    const mine = await newRoute('Mine');
    const stopId = (await add(mine, stop('Mine'))).json().id;
    const other = h.as.otherOwner;
    const unknown = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    const answers = [await add(mine, stop('Theirs'), other), await add(unknown, stop('Nobody'))];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    const list = await h.call('GET', `/api/app/route/${mine}/stopPointsOnRoute`, other);
    expect(list.statusCode).toBe(404);
    expect((await remove(mine, stopId, other)).statusCode).toBe(204);
    expect((await storedStops(mine)).map((s) => s.id)).toEqual([stopId]);
    // Their own route with my stop point's id removes nothing either.
    const theirs = await newRoute('Theirs', other);
    expect((await remove(theirs, stopId, other)).statusCode).toBe(204);
    expect(await storedStops(mine)).toHaveLength(1);
  });
});
