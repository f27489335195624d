import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  appUser,
  trackAccountSubscription,
  userTrackAccountAssociation as assoc,
} from '../../db/schema.ts';
import { claimsOf } from '../../test/auth-helpers.ts';
import { rolesApp } from '../../test/account-roles.ts';
import { BUSINESS, OBSERVER, OWNER } from '../../test/tracking-helpers.ts';

let h: Awaited<ReturnType<typeof rolesApp>>;
let owner: Record<string, string>;
beforeAll(async () => {
  h = await rolesApp();
  owner = h.as.owner;
});
afterAll(() => h.t.close());

const O = '/api/app/observation';
const create = (body: unknown, headers: Record<string, string> = owner) =>
  h.call('POST', `${O}/observer`, headers, body);
const setUserCount = async (userCount: number) =>
  h.db
    .update(trackAccountSubscription)
    .set({ userCount })
    .where(eq(trackAccountSubscription.trackAccountId, await h.accountId(BUSINESS)));
const userByPhone = async (phone: string) =>
  (await h.db.select().from(appUser).where(eq(appUser.phoneNumber, phone)))[0];

describe('adding an observer', () => {
  it('creates the user of an unknown number, who completes a profile at first sign-in', async () => {
    // A local form with spaces and Arabic digits: stored as E.164, as sign-in stores it.
    const res = await create({ name: ' Rami ', phoneNumber: '٠٩٤٤ ٠٠٠ ٦٠١' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Rami', phoneNumber: '+963944000601' });
    expect(res.json().status).toBe('Active');
    const user = await userByPhone('+963944000601');
    expect(user).toMatchObject({ firstName: null, userName: '+963944000601' });
    await h.accept('+963944000601', res.json().id);
    const tokens = await h.signIn('+963944000601', BUSINESS);
    expect(claimsOf(tokens.access_token)).toMatchObject({
      profile_requires_update: true,
      association_type: 'Observer',
    });
  });

  it("keeps an existing user's own profile: the owner's name is the owner's label", async () => {
    const res = await create({ name: 'My driver', phoneNumber: '00963944000333' });
    expect(res.json()).toMatchObject({ name: 'My driver', phoneNumber: '+963944000333' });
    expect((await userByPhone('+963944000333'))!.firstName).toBe('Huda');
  });

  it('refuses a member of the account, an invalid number and blank names', async () => {
    await create({ name: 'Member', phoneNumber: '0944000605' });
    for (const phone of [OWNER, OBSERVER, '00963944000605']) {
      const res = await create({ name: 'Again', phoneNumber: phone });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(
        'This phone number already belongs to a member of this track account.',
      );
    }
    const bad = await create({ name: 'X', phoneNumber: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['phoneNumber']);
    const blank = await create({ name: '\t', phoneNumber: '0944000602' });
    expect(blank.json().error.validationErrors[0].message).toBe('name: A name is required.');
    const bidi = await create({ name: 'Ra\u202Emi', phoneNumber: '0944000602' });
    expect(bidi.statusCode).toBe(400);
    expect(await userByPhone('+963944000602')).toBeUndefined();
  });
});

describe('Idempotency-Key on create', () => {
  it('answers a repeated key (even concurrent) with the first observer', async () => {
    const keyed = { ...owner, 'idempotency-key': 'observer-1' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => create({ name: 'Once', phoneNumber: '0944000611' }, keyed)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const later = await create({ name: 'Other', phoneNumber: '0944000612' }, keyed);
    expect(later.json().id).toBe(answers[0]!.json().id);
    expect(await userByPhone('+963944000612')).toBeUndefined();
  });
});

describe("the plan's user count", () => {
  it('refuses adding or activating past it, in English and Arabic', async () => {
    const list = async () =>
      (await h.call('GET', `${O}?maxResultCount=1000`, owner)).json().items as {
        id: string;
        status: string;
      }[];
    const early = { ...owner, 'idempotency-key': 'observer-early' };
    expect((await create({ name: 'Early', phoneNumber: '0944000620' }, early)).statusCode).toBe(
      200,
    );
    const active = (await list()).filter((o) => o.status === 'Active').length + 1; // + the owner
    onTestFinished(() => setUserCount(10).then(() => undefined));
    await setUserCount(active);
    const refused = await create({ name: 'Full', phoneNumber: '0944000621' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'GoTrack:UserCountReached',
      message: `The plan of this track account allows ${active} active users. Deactivate an observer or renew with more users.`,
    });
    const arabic = await create(
      { name: 'Full', phoneNumber: '0944000621' },
      { ...owner, 'accept-language': 'ar' },
    );
    expect(arabic.json().error.message).toContain(`تسمح خطة حساب التتبّع هذا بـ ${active}`);
    // A replay of a create made before the plan filled up still answers that observer.
    const replay = await create({ name: 'Early', phoneNumber: '0944000620' }, early);
    expect(replay.statusCode).toBe(200);

    const first = (await list()).find((o) => o.status === 'Active');
    const post = (path: string) => h.call('POST', `${O}/${path}/${first!.id}`, owner);
    expect((await post('deactivateObserver')).statusCode).toBe(204);
    expect((await create({ name: 'Fits', phoneNumber: '0944000621' })).statusCode).toBe(200);
    const again = await post('activateObserver');
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('GoTrack:UserCountReached');
    // Racing submits (two owners, or a double tap) take one last place once: the account lock.
    await setUserCount(active + 1);
    const racing = await Promise.all(
      ['0944000622', '0944000623', '0944000624'].map((phoneNumber) =>
        create({ name: 'Racer', phoneNumber }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
    const racer = racing.find((r) => r.statusCode === 200)!.json();
    expect((await h.call('POST', `${O}/deactivateObserver/${racer.id}`, owner)).statusCode).toBe(
      204,
    );
    await setUserCount(10);
    expect((await post('activateObserver')).statusCode).toBe(204);
    expect((await post('activateObserver')).statusCode).toBe(204);
    const current = await h.call(
      'GET',
      '/api/app/trackAccountSubscription/currentSubscription',
      owner,
    );
    expect(current.json().currentActiveUserCount).toBe(active + 1);
  });
});

describe('editing and deleting', () => {
  it('renames; another number hands the place over to that user', async () => {
    const made = (await create({ name: 'Before', phoneNumber: '0944000631' })).json();
    const put = (body: object) => h.call('PUT', `${O}/observer`, owner, body);
    const renamed = await put({
      userTrackAccountAssociationId: made.id,
      name: 'After',
      phoneNumber: '+963 944 000 631',
    });
    expect(renamed.json()).toMatchObject({ id: made.id, name: 'After', userId: made.userId });
    const moved = await put({
      userTrackAccountAssociationId: made.id,
      name: 'After',
      phoneNumber: '0944000632',
    });
    expect(moved.json()).toMatchObject({ id: made.id, phoneNumber: '+963944000632' });
    expect(moved.json().userId).not.toBe(made.userId);
    // The earlier user's own phone number is untouched: it was never the owner's to change.
    expect(await userByPhone('+963944000631')).toBeDefined();
    const taken = await put({
      userTrackAccountAssociationId: made.id,
      name: 'A',
      phoneNumber: OWNER,
    });
    expect(taken.statusCode).toBe(403);
  });

  it('deletes by phone number in any form; a replay is done, the owner cannot be deleted', async () => {
    const made = (await create({ name: 'Gone', phoneNumber: '0944000641' })).json();
    const del = (phone: string) =>
      h.call('DELETE', `${O}/observer?phoneNumber=${encodeURIComponent(phone)}`, owner);
    expect((await del('00963944000641')).statusCode).toBe(204);
    expect((await del('0944000641')).statusCode).toBe(204);
    const rows = await h.db.select().from(assoc).where(eq(assoc.id, made.id));
    expect(rows).toHaveLength(0);
    expect((await del(OWNER)).statusCode).toBe(204);
    const ownerRow = await h.db
      .select()
      .from(assoc)
      .where(
        and(
          eq(assoc.trackAccountId, await h.accountId(BUSINESS)),
          eq(assoc.associationType, 'Owner'),
        ),
      );
    expect(ownerRow.length).toBeGreaterThan(0);
    expect((await del('not a phone')).statusCode).toBe(400);
  });
});
