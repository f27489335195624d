import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEO_ZONE_MAX_POINTS } from '../../../src/api/contract/geo-zones.ts';
import {
  circleToPolygon,
  decodeLine,
  encodeLine,
  type LatLon,
} from '../../../src/api/contract/geometry.ts';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import { geoZone } from '../../db/schema.ts';
import { featureOffForThisTest } from '../../test/account-features.ts';
import { OTHER_ACCOUNT, rolesApp } from '../../test/account-roles.ts';

let h: Awaited<ReturnType<typeof rolesApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await rolesApp();
  owner = h.as.owner;
});
afterAll(() => h.t.close());

const DAMASCUS = { lat: 33.5138, lon: 36.2765 };
const square = (at: LatLon = DAMASCUS, d = 0.01): LatLon[] => [
  at,
  { lat: at.lat, lon: at.lon + d },
  { lat: at.lat + d, lon: at.lon + d },
  { lat: at.lat + d, lon: at.lon },
  at,
];
const zone = (name: string, ring: LatLon[] = square()) => ({
  name,
  polyLine: { line: encodeLine(ring) },
});
const create = (body: unknown, headers: Record<string, string> = owner) =>
  h.call('POST', '/api/app/geoZone', headers, body);
const get = (id: string, headers = owner) => h.call('GET', `/api/app/geoZone/${id}`, headers);
const storedZones = async () => (await h.db.select({ n: count() }).from(geoZone))[0]!.n;

describe('creating a zone', () => {
  it('stores a drawn circle (60 points + the first again) and reads it back as sent', async () => {
    const line = encodeLine(circleToPolygon(DAMASCUS, 750));
    const res = await create({ name: '  Depot  ', polyLine: { line } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const one = await get(res.body);
    expect(one.json()).toEqual({
      id: res.body,
      name: 'Depot',
      polyLine: { line },
      creationTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const ring = decodeLine(one.json().polyLine.line);
    expect(ring).toHaveLength(61);
    expect(ring[60]).toEqual(ring[0]);
  });

  it('refuses each kind of bad outline with its message, and stores nothing', async () => {
    const before = await storedZones();
    const [a, b, c] = square();
    const figureEight = [a!, { lat: a!.lat + 0.01, lon: a!.lon + 0.01 }, b!, c!, a!];
    const cases: [string, string][] = [
      [encodeLine([a!, { lat: 91, lon: 36 }, c!, a!]), 'Every point must be on the map'],
      [encodeLine([a!, { lat: 33, lon: 181 }, c!, a!]), 'Every point must be on the map'],
      [encodeLine([a!, b!, a!]), 'A zone needs at least 3 different points.'],
      [encodeLine([a!, b!, c!]), 'A zone outline must end where it starts.'],
      [encodeLine(figureEight), 'Error: shape edges cannot cross!'],
      [
        encodeLine(circleToPolygon(DAMASCUS, 5000, GEO_ZONE_MAX_POINTS + 1)),
        `A zone can have at most ${GEO_ZONE_MAX_POINTS} points.`,
      ],
      ['?'.repeat(20_001), `A zone can have at most ${GEO_ZONE_MAX_POINTS} points.`],
      // Text that is not a whole encoded line (a space is outside the alphabet; a value cut off).
      ['not a polyline', 'The zone outline could not be read.'],
      [encodeLine([a!, b!, c!, a!]).slice(0, -1), 'The zone outline could not be read.'],
    ];
    for (const [line, message] of cases) {
      const res = await create({ name: 'Bad', polyLine: { line } });
      expect(res.statusCode, message).toBe(400);
      const error = res.json().error;
      expect(error.validationErrors[0].members).toEqual(['polyLine.line']);
      expect(error.validationErrors[0].message).toContain(`polyLine.line: ${message}`);
    }
    expect((await create({ name: 'No outline' })).statusCode).toBe(400);
    expect(await storedZones()).toBe(before);
  });

  it('answers outline and name errors in Arabic', async () => {
    const arabic = { ...owner, 'accept-language': 'ar' };
    const [a, b, c] = square();
    const crossing = [a!, { lat: a!.lat + 0.01, lon: a!.lon + 0.01 }, b!, c!, a!];
    const res = await create(zone('Eight', crossing), arabic);
    expect(res.json().error.validationErrors[0].message).toBe(
      'polyLine.line: خطأ: لا يمكن أن تتقاطع حواف الشكل!',
    );
    const open = await create(zone('Open', [a!, b!, c!]), arabic);
    expect(open.json().error.validationErrors[0].message).toBe(
      'polyLine.line: يجب أن تنتهي حدود المنطقة عند النقطة التي تبدأ منها.',
    );
    const unnamed = await create(zone(''), arabic);
    expect(unnamed.json().error.validationErrors[0].message).toBe('name: الاسم مطلوب.');
  });

  it('names: required, at most 64 characters, no control or direction characters', async () => {
    const message = async (name: unknown) => {
      const res = await create(zone(name as string));
      expect(res.statusCode).toBe(400);
      return res.json().error.validationErrors[0].message as string;
    };
    expect(await message('   ')).toBe('name: A name is required.');
    expect(await message('x'.repeat(65))).toBe('name: A name can be at most 64 characters.');
    expect(await message('Zone\u202E')).toContain('text-direction control characters');
    expect(await message('a\u0000b')).toContain('must not contain control characters');
  });
});

describe('Idempotency-Key on create', () => {
  it('answers a repeated key with the first zone, also for a concurrent double submit', async () => {
    const keyed = { ...owner, 'idempotency-key': 'zone-1' };
    const first = await create(zone('Once'), keyed);
    const again = await create(zone('Changed', square(DAMASCUS, 0.02)), keyed);
    expect(again.body).toBe(first.body);
    expect((await get(first.body)).json().name).toBe('Once');
    const racing = await Promise.all(
      [1, 2, 3].map(() => create(zone('Race'), { ...owner, 'idempotency-key': 'zone-2' })),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(racing.map((r) => r.body)).size).toBe(1);
    const rows = await h.db.select().from(geoZone).where(eq(geoZone.name, 'Race'));
    expect(rows).toHaveLength(1);
    expect(await h.db.select().from(geoZone).where(eq(geoZone.name, 'Changed'))).toHaveLength(0);
    // Keys belong to an account: another account's owner with the same key makes their own.
    const theirs = await create(zone('Theirs'), {
      ...h.as.otherOwner,
      'idempotency-key': 'zone-1',
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toBe(first.body);
    const tooLong = { ...owner, 'idempotency-key': 'k'.repeat(101) };
    expect((await create(zone('Long key'), tooLong)).statusCode).toBe(400);
  });
});

describe('list, rename, delete', () => {
  it('lists by name with ABP paging, only the account’s zones, each with its outline', async () => {
    await create(zone('Listed b'));
    await create(zone('Listed a', square(DAMASCUS, 0.03)));
    await create(zone('Their listed'), h.as.otherOwner);
    const list = (url: string, headers = owner) =>
      h.call('GET', url, headers).then((r) => r.json());
    const page = await list('/api/app/geoZone?skipCount=1&maxResultCount=2');
    expect(page.items).toHaveLength(2);
    const all = await list('/api/app/geoZone?maxResultCount=1000');
    expect(all.totalCount).toBe(page.totalCount);
    expect(page.items).toEqual(all.items.slice(1, 3));
    const names = all.items.map((z: { name: string }) => z.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('Their listed');
    const a = all.items.find((z: { name: string }) => z.name === 'Listed a');
    expect(a.polyLine.line).toBe(encodeLine(square(DAMASCUS, 0.03)));
    const theirs = await list('/api/app/geoZone?maxResultCount=1000', h.as.otherOwner);
    const theirNames = theirs.items.map((z: { name: string }) => z.name);
    expect(theirNames).toContain('Their listed');
    expect(theirNames).not.toContain('Listed a');
  });

  it('renames (the outline stays) and deletes; another account’s id is unknown', async () => {
    const id = (await create(zone('Old'))).body;
    const renamed = await h.call('PUT', `/api/app/geoZone/${id}`, owner, { name: 'New' });
    expect(renamed.json()).toMatchObject({ id, name: 'New', polyLine: zone('').polyLine });
    const other = h.as.otherOwner;
    expect((await get(id, other)).statusCode).toBe(404);
    const cross = await h.call('PUT', `/api/app/geoZone/${id}`, other, { name: 'X' });
    expect(cross.statusCode).toBe(404);
    expect((await h.call('DELETE', `/api/app/geoZone/${id}`, other)).statusCode).toBe(204);
    expect((await get(id)).json().name).toBe('New');
    expect((await h.call('DELETE', `/api/app/geoZone/${id}`, owner)).statusCode).toBe(204);
    expect((await get(id)).statusCode).toBe(404);
    // A replayed delete is done, not an error.
    expect((await h.call('DELETE', `/api/app/geoZone/${id}`, owner)).statusCode).toBe(204);
    const unknown = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    expect(
      (await h.call('PUT', `/api/app/geoZone/${unknown}`, owner, { name: 'N' })).statusCode,
    ).toBe(404);
  });
});

describe('GoTrack.GeographicAreaManagement', () => {
  it('gates every zone call', async () => {
    await featureOffForThisTest(
      h.db,
      await h.accountId(OTHER_ACCOUNT),
      FEATURES.geographicAreaManagement,
    );
    const res = await h.call('GET', '/api/app/geoZone', h.as.otherOwner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('you don`t have access to this part of the application');
    expect((await create(zone('No'), h.as.otherOwner)).statusCode).toBe(403);
    // The owner of the account with the feature on is not affected.
    expect((await h.call('GET', '/api/app/geoZone', owner)).statusCode).toBe(200);
  });
});
