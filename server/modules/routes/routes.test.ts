import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { route, routeStopPoint } from '../../db/schema.ts';
import { featureOffForThisTest } from '../../test/account-features.ts';
import { OTHER_ACCOUNT, rolesApp } from '../../test/account-roles.ts';
import { LINE, routeBody, stop } from '../../test/route-points.ts';

let h: Awaited<ReturnType<typeof rolesApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await rolesApp();
  owner = h.as.owner;
});
afterAll(() => h.t.close());

const create = (body: unknown, headers: Record<string, string> = owner) =>
  h.call('POST', '/api/app/route', headers, body);
const get = (id: string, headers = owner) => h.call('GET', `/api/app/route/${id}`, headers);
const stored = async () => ({
  routes: (await h.db.select({ n: count() }).from(route))[0]!.n,
  stops: (await h.db.select({ n: count() }).from(routeStopPoint))[0]!.n,
});

describe('creating a route', () => {
  it('answers the route with its line as sent and its stop points in order', async () => {
    const stops = [stop('Gate', 29, '0xFF43a047'), stop('Yard', 0)];
    const res = await create(routeBody('  Morning run  ', stops));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      name: 'Morning run',
      color: '0xFFE53935',
      line: LINE,
      stopPoints: [
        { id: expect.any(String), name: 'Gate', color: '0xFF43A047', point: stops[0]!.point },
        { id: expect.any(String), name: 'Yard', color: '0xFF1E88E5', point: stops[1]!.point },
      ],
      creationTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await get(body.id)).json()).toEqual(body);
    // Every digit sent comes back (well within 1e-6°).
    expect(body.line[0].latitudeY).toBe(33.513812345678);
    expect(body.line[0].longitudeX).toBe(36.276598765432);
    // A route without stop points is one too.
    const bare = await create({ name: 'Bare', hexColor: '0xFF000000', line: LINE.slice(0, 2) });
    expect(bare.json()).toMatchObject({ line: LINE.slice(0, 2), stopPoints: [] });
  });

  it('refuses a bad line, colour or stop point with the spec’s messages, storing nothing', async () => {
    const before = await stored();
    const [a] = LINE;
    // The member of a stop point too far is `stopPoints` or the point's own path.
    const tooFar =
      /stopPoints(\.\d+\.point)?: Stop point must be within 30 meters of the route line\./;
    const cases: [unknown, string | RegExp][] = [
      [routeBody('R', [], []), 'line: Please draw a route line with at least 2 points'],
      [routeBody('R', [], [a]), 'line: Please draw a route line with at least 2 points'],
      [routeBody('R', [], [a, a]), 'line: Please draw a route line with at least 2 points'],
      [
        routeBody('R', [], [a, { longitudeX: 36, latitudeY: -90.5 }]),
        'line.1: Every point must be on the map',
      ],
      [{ ...routeBody('R'), hexColor: '#E53935' }, 'hexColor: A colour is "0xFF" followed by six'],
      [routeBody('R', [stop('Ok', 29), stop('Far', 31)]), tooFar],
      [routeBody('R', [stop('Far', -31)]), tooFar],
      [routeBody('R', [stop('', 0)]), 'stopPoints.0.name: A name is required.'],
      [routeBody('R', [stop('Bad', 0, '0xFF12345')]), 'stopPoints.0.hexColor: A colour is'],
      [{ name: 'R', hexColor: '0xFFE53935' }, 'line'],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, String(message)).toBe(400);
      const messages = res.json().error.validationErrors.map((e: { message: string }) => e.message);
      if (typeof message === 'string') expect(messages.join('\n')).toContain(message);
      else expect(messages.join('\n')).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('answers the 30 m rule and a short line in Arabic', async () => {
    const arabic = { ...owner, 'accept-language': 'ar' };
    const far = await create(routeBody('Far', [stop('Far', 31)]), arabic);
    expect(far.json().error.validationErrors[0].message).toMatch(
      /^stopPoints(\.0\.point)?: يجب أن تكون نقطة التوقف ضمن 30 متراً من خط المسار\.$/,
    );
    const short = await create(routeBody('Short', [], [LINE[0]]), arabic);
    expect(short.json().error.validationErrors[0].message).toBe(
      'line: يرجى رسم خط مسار من نقطتين على الأقل قبل إضافة نقاط التوقف.',
    );
  });

  it('names: required, at most 64 characters, no control or direction characters', async () => {
    const message = async (body: unknown) => {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      return res.json().error.validationErrors[0].message as string;
    };
    expect(await message(routeBody('  '))).toBe('name: A name is required.');
    expect(await message(routeBody('x'.repeat(65)))).toBe(
      'name: A name can be at most 64 characters.',
    );
    expect(await message(routeBody('Run\u202E'))).toContain('text-direction control characters');
    expect(await message(routeBody('R', [stop('a\u0007b')]))).toContain(
      'must not contain control characters',
    );
  });
});

describe('Idempotency-Key on create', () => {
  it('answers a repeated key with the first route, also for a concurrent double submit', async () => {
    const keyed = { ...owner, 'idempotency-key': 'route-1' };
    const first = (await create(routeBody('Once', [stop('S')]), keyed)).json();
    const again = await create(routeBody('Changed', [stop('T'), stop('U')]), keyed);
    expect(again.json()).toEqual(first);
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        create(routeBody('Race', [stop('R1'), stop('R2')]), {
          ...owner,
          'idempotency-key': 'route-2',
        }),
      ),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(racing.map((r) => r.body)).size).toBe(1);
    const rows = await h.db.select().from(route).where(eq(route.name, 'Race'));
    expect(rows).toHaveLength(1);
    const raceStops = await h.db
      .select()
      .from(routeStopPoint)
      .where(eq(routeStopPoint.routeId, rows[0]!.id));
    expect(raceStops).toHaveLength(2);
    expect(await h.db.select().from(route).where(eq(route.name, 'Changed'))).toHaveLength(0);
    const theirs = await create(routeBody('Theirs'), {
      ...h.as.otherOwner,
      'idempotency-key': 'route-1',
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().id).not.toBe(first.id);
  });
});

describe('list and delete', () => {
  it('lists by name with ABP paging, each with its line and stop points', async () => {
    await create(routeBody('Listed b'));
    await create(routeBody('Listed a', [stop('A1', 10), stop('A2', -10)]));
    await create(routeBody('Their listed'), h.as.otherOwner);
    const list = (url: string, headers = owner) =>
      h.call('GET', url, headers).then((r) => r.json());
    const all = await list('/api/app/route?maxResultCount=1000');
    const page = await list('/api/app/route?skipCount=1&maxResultCount=2');
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.items).toEqual(all.items.slice(1, 3));
    const names = all.items.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('Their listed');
    const a = all.items.find((r: { name: string }) => r.name === 'Listed a');
    expect(a.line).toEqual(LINE);
    expect(a.stopPoints.map((s: { name: string }) => s.name)).toEqual(['A1', 'A2']);
    const theirs = await list('/api/app/route?maxResultCount=1000', h.as.otherOwner);
    const theirNames = theirs.items.map((r: { name: string }) => r.name);
    expect(theirNames).toContain('Their listed');
    expect(theirNames).not.toContain('Listed a');
  });

  it('deletes a route with its stop points; another account’s id is unknown', async () => {
    const { id } = (await create(routeBody('Doomed', [stop('D1'), stop('D2')]))).json();
    const stopsOf = () =>
      h.db
        .select()
        .from(routeStopPoint)
        .where(inArray(routeStopPoint.routeId, [id]));
    expect(await stopsOf()).toHaveLength(2);
    const other = h.as.otherOwner;
    expect((await get(id, other)).statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/app/route/${id}`, other)).statusCode).toBe(204);
    expect((await get(id)).statusCode).toBe(200);
    expect((await h.call('DELETE', `/api/app/route/${id}`, owner)).statusCode).toBe(204);
    expect((await get(id)).statusCode).toBe(404);
    expect(await stopsOf()).toHaveLength(0);
    // A replayed delete is done, not an error.
    expect((await h.call('DELETE', `/api/app/route/${id}`, owner)).statusCode).toBe(204);
  });
});

describe('GoTrack.PathManagement', () => {
  it('gates every route call', async () => {
    await featureOffForThisTest(h.db, await h.accountId(OTHER_ACCOUNT), FEATURES.pathManagement);
    const res = await h.call('GET', '/api/app/route', h.as.otherOwner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('you don`t have access to this part of the application');
    expect((await create(routeBody('No'), h.as.otherOwner)).statusCode).toBe(403);
    expect((await h.call('GET', '/api/app/route', owner)).statusCode).toBe(200);
  });
});
