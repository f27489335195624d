import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { FEATURES } from '../../../src/api/contract/track-accounts.ts';
import {
  trackAccountFeature,
  vehicle,
  vehicleGroup,
  vehicleGroupVehicle,
} from '../../db/schema.ts';
import { OTHER_ACCOUNT, rolesApp } from '../../test/account-roles.ts';
import { BUSINESS, vehicleByDevice } from '../../test/tracking-helpers.ts';

let h: Awaited<ReturnType<typeof rolesApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await rolesApp();
  owner = h.as.owner;
});
afterAll(() => h.t.close());

const vehicleId = async (device: string) => (await vehicleByDevice(h.db, device)).id;
const create = (body: unknown, headers: Record<string, string> = owner) =>
  h.call('POST', '/api/app/vehicleGroup', headers, body);
const groupVehicles = async (groupId: string, headers = owner) =>
  (await h.call('GET', `/api/app/vehicle?vehicleGroupId=${groupId}&maxResultCount=1000`, headers))
    .json()
    .items.map((v: { trackingDeviceId: string }) => v.trackingDeviceId)
    .sort();

describe('creating a group', () => {
  it('answers the new id as text; its vehicles filter the vehicle list', async () => {
    const res = await create({
      name: '  Trucks  ',
      vehicleGroupVehicleCreateDtos: [
        { vehicleId: await vehicleId('demo-004') },
        { vehicleId: await vehicleId('demo-005') },
        { vehicleId: await vehicleId('demo-005') },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const one = (await h.call('GET', `/api/app/vehicleGroup/${res.body}`, owner)).json();
    expect(one).toMatchObject({ id: res.body, name: 'Trucks', lastModificationTime: null });
    expect(one.creationTime).toMatch(/^\d{4}-/);
    expect(await groupVehicles(res.body)).toEqual(['demo-004', 'demo-005']);
  });

  it("refuses another account's vehicle exactly like an unknown one", async () => {
    const theirs = await vehicleByDevice(h.db, 'other-001');
    const unknown = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    const answers = [];
    for (const id of [theirs.id, unknown]) {
      const res = await create({
        name: 'Mixed',
        vehicleGroupVehicleCreateDtos: [{ vehicleId: id }],
      });
      expect(res.statusCode).toBe(400);
      answers.push(res.json().error);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].validationErrors[0].message).toContain('not in this track account');
    const stored = await h.db.select().from(vehicleGroup).where(eq(vehicleGroup.name, 'Mixed'));
    expect(stored).toHaveLength(0);
  });

  it('names: required, at most 64 characters, no direction overrides; in Arabic too', async () => {
    const message = async (name: unknown, language = 'en') => {
      const res = await create({ name }, { ...owner, 'accept-language': language });
      expect(res.statusCode).toBe(400);
      return res.json().error.validationErrors[0].message as string;
    };
    expect(await message('   ')).toBe('name: A name is required.');
    expect(await message('x'.repeat(65))).toBe('name: A name can be at most 64 characters.');
    expect(await message('Trucks\u202E')).toContain('text-direction control characters');
    expect(await message('a\u0000b')).toContain('must not contain control characters');
    expect(await message('', 'ar')).toBe('name: الاسم مطلوب.');
    expect(await message('x'.repeat(65), 'ar')).toBe('name: يجب ألا يتجاوز الاسم 64 محرفاً.');
    expect((await create({})).statusCode).toBe(400);
  });

  it('holds at most 999 vehicles at creation', async () => {
    const id = await vehicleId('demo-001');
    const res = await create({
      name: 'Too big',
      vehicleGroupVehicleCreateDtos: Array.from({ length: 1000 }, () => ({ vehicleId: id })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('A vehicle group can hold at most 999 vehicles.');
  });
});

describe('Idempotency-Key on create', () => {
  it('answers a repeated key with the first group, also for a concurrent double submit', async () => {
    const keyed = { ...owner, 'idempotency-key': 'group-1' };
    const first = await create({ name: 'Once' }, keyed);
    const again = await create({ name: 'Changed' }, keyed);
    expect(again.body).toBe(first.body);
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        create(
          { name: 'Race' },
          {
            ...owner,
            'idempotency-key': 'group-2',
          },
        ),
      ),
    );
    expect(new Set(racing.map((r) => r.body)).size).toBe(1);
    const rows = await h.db.select().from(vehicleGroup).where(eq(vehicleGroup.name, 'Race'));
    expect(rows).toHaveLength(1);
    expect((await create({ name: 'Changed' }, keyed)).body).toBe(first.body);
    // Keys belong to an account: another account's owner with the same key makes their own.
    const theirs = await create(
      { name: 'Theirs' },
      { ...h.as.otherOwner, 'idempotency-key': 'group-1' },
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toBe(first.body);
    expect(
      (await create({ name: 'k' }, { ...owner, 'idempotency-key': 'k'.repeat(101) })).statusCode,
    ).toBe(400);
  });
});

describe('list, rename, delete', () => {
  it('lists by name with ABP paging, only the account’s groups', async () => {
    await create({ name: 'Listed b' });
    await create({ name: 'Listed a' });
    await create({ name: 'Their listed' }, h.as.otherOwner);
    const list = (url: string, headers = owner) =>
      h.call('GET', url, headers).then((r) => r.json());
    const page = await list('/api/app/vehicleGroup?skipCount=0&maxResultCount=2');
    expect(page.items).toHaveLength(2);
    const all = await list('/api/app/vehicleGroup?maxResultCount=1000');
    expect(all.totalCount).toBe(page.totalCount);
    const names = all.items.map((g: { name: string }) => g.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('Listed a');
    expect(names).not.toContain('Their listed');
    const theirs = await list('/api/app/vehicleGroup?maxResultCount=1000', h.as.otherOwner);
    const theirNames = theirs.items.map((g: { name: string }) => g.name);
    expect(theirNames).toContain('Their listed');
    expect(theirNames).not.toContain('Listed a');
  });

  it('renames (lastModificationTime set) and deletes; another account’s id is unknown', async () => {
    const id = (await create({ name: 'Old' })).body;
    const renamed = await h.call('PUT', `/api/app/vehicleGroup/${id}`, owner, { name: 'New' });
    expect(renamed.json()).toMatchObject({ id, name: 'New' });
    expect(renamed.json().lastModificationTime).toMatch(/^\d{4}-/);
    const cross = await h.call('PUT', `/api/app/vehicleGroup/${id}`, h.as.otherOwner, {
      name: 'X',
    });
    expect(cross.statusCode).toBe(404);
    expect(
      (await h.call('DELETE', `/api/app/vehicleGroup/${id}`, h.as.otherOwner)).statusCode,
    ).toBe(204);
    expect((await h.call('GET', `/api/app/vehicleGroup/${id}`, owner)).json().name).toBe('New');
    expect((await h.call('DELETE', `/api/app/vehicleGroup/${id}`, owner)).statusCode).toBe(204);
    expect((await h.call('GET', `/api/app/vehicleGroup/${id}`, owner)).statusCode).toBe(404);
    // A replayed delete is done, not an error.
    expect((await h.call('DELETE', `/api/app/vehicleGroup/${id}`, owner)).statusCode).toBe(204);
  });
});

describe('vehicles in groups', () => {
  it('adds (twice is once), removes, and keeps a vehicle in several groups', async () => {
    const a = (await create({ name: 'A' })).body;
    const b = (await create({ name: 'B' })).body;
    const v = await vehicleId('demo-010');
    const add = (g: string) =>
      h.call('POST', `/api/app/vehicle/${v}/addToVehicleGroup/${g}`, owner);
    expect((await add(a)).statusCode).toBe(204);
    expect((await add(a)).statusCode).toBe(204);
    expect((await add(b)).statusCode).toBe(204);
    expect(await groupVehicles(a)).toEqual(['demo-010']);
    expect(await groupVehicles(b)).toEqual(['demo-010']);
    const remove = (g: string) =>
      h.call('DELETE', `/api/app/vehicle/${v}/removeFromVehicleGroup/${g}`, owner);
    expect((await remove(a)).statusCode).toBe(204);
    expect((await remove(a)).statusCode).toBe(204);
    expect(await groupVehicles(a)).toEqual([]);
    expect(await groupVehicles(b)).toEqual(['demo-010']);
  });

  it("refuses another account's vehicle or group like unknown ones (404)", async () => {
    const mine = (await create({ name: 'Mine' })).body;
    const theirVehicle = (await vehicleByDevice(h.db, 'other-001')).id;
    const theirGroup = (await create({ name: 'Their group' }, h.as.otherOwner)).body;
    const v = await vehicleId('demo-011');
    const add = (vid: string, g: string) =>
      h.call('POST', `/api/app/vehicle/${vid}/addToVehicleGroup/${g}`, owner);
    const unknown = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
    const answers = [
      await add(theirVehicle, mine),
      await add(unknown, mine),
      await add(v, theirGroup),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    // The filter of the vehicle list with another account's group shows nothing.
    expect(await groupVehicles(theirGroup)).toEqual([]);
  });

  it('stops at 999 vehicles', async () => {
    const accountId = await h.accountId(BUSINESS);
    const extra = await h.db
      .insert(vehicle)
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          trackAccountId: accountId,
          licensePlateSerial: String(800_000 + i),
          licensePlateSubClass: 'Bulk',
          colorHex: '#123456',
          trackingDeviceId: `bulk-${i}`,
        })),
      )
      .returning({ id: vehicle.id });
    const full = (await create({ name: 'Full' })).body;
    await h.db
      .insert(vehicleGroupVehicle)
      .values(extra.slice(0, 999).map((v) => ({ groupId: full, vehicleId: v.id })));
    const last = extra[999]!.id;
    const res = await h.call('POST', `/api/app/vehicle/${last}/addToVehicleGroup/${full}`, owner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('A vehicle group can hold at most 999 vehicles.');
    const already = extra[0]!.id;
    const again = await h.call(
      'POST',
      `/api/app/vehicle/${already}/addToVehicleGroup/${full}`,
      owner,
    );
    expect(again.statusCode).toBe(204);
  });
});

describe('GoTrack.GroupManagement', () => {
  it('gates every group call', async () => {
    const accountId = await h.accountId(OTHER_ACCOUNT);
    const off = and(
      eq(trackAccountFeature.trackAccountId, accountId),
      eq(trackAccountFeature.name, FEATURES.groupManagement),
    );
    await h.db.update(trackAccountFeature).set({ value: 'False' }).where(off);
    onTestFinished(() =>
      h.db
        .update(trackAccountFeature)
        .set({ value: 'True' })
        .where(off)
        .then(() => undefined),
    );
    const res = await h.call('GET', '/api/app/vehicleGroup', h.as.otherOwner);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('you don`t have access to this part of the application');
    expect((await create({ name: 'No' }, h.as.otherOwner)).statusCode).toBe(403);
  });
});
