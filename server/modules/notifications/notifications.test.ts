import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { FEATURES, NO_ACCOUNT_ACCESS_CODE } from '../../../src/api/contract/track-accounts.ts';
import { appUser, notification, userTrackAccountAssociation } from '../../db/schema.ts';
import { featureOffForThisTest } from '../../test/account-features.ts';
import { OTHER_OWNER, rolesApp } from '../../test/account-roles.ts';
import { BUSINESS, OBSERVER, OWNER, PERSONAL } from '../../test/tracking-helpers.ts';

// Notifications are written by the alert engine; here they are inserted directly, so the tests
// are about who reads which, in what order and language.

let h: Awaited<ReturnType<typeof rolesApp>>;
const users = {} as Record<'owner' | 'observer' | 'otherOwner', string>;
const accounts = {} as Record<'business' | 'personal' | 'other', string>;
beforeAll(async () => {
  h = await rolesApp();
  const userId = async (phone: string) =>
    (await h.db.select().from(appUser).where(eq(appUser.phoneNumber, phone)))[0]!.id;
  users.owner = await userId(OWNER);
  users.observer = await userId(OBSERVER);
  users.otherOwner = await userId(OTHER_OWNER);
  accounts.business = await h.accountId(BUSINESS);
  accounts.personal = await h.accountId(PERSONAL);
  accounts.other = await h.accountId('Other fleet');
});
afterAll(() => h.t.close());

let serial = 0;
/** One stored notification; `minutesAgo` orders them. */
async function raise(userId: string, accountId: string, minutesAgo: number, zoneName = 'Depot') {
  serial += 1;
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await h.db
    .insert(notification)
    .values({
      trackAccountId: accountId,
      userId,
      alertType: 'EnteringZone',
      time: new Date(createdAt.getTime() - 1000),
      lat: 33.51,
      lon: 36.28,
      details: { vehicleName: `Car ${serial}`, zoneName },
      eventKey: `test-${serial}`,
      createdAt,
    })
    .returning({ id: notification.id });
  return row!.id;
}
const list = (headers: Record<string, string>, accountId: string, query = '') =>
  h.call('GET', `/api/app/notification?trackAccoundId=${accountId}${query}`, headers);
const idsOf = (res: Awaited<ReturnType<typeof list>>) =>
  (res.json().items as { id: string }[]).map((n) => n.id);

describe('who reads which notifications', () => {
  it('answers each member their own rows of that account only', async () => {
    const ownerRow = await raise(users.owner, accounts.business, 5);
    const observerRow = await raise(users.observer, accounts.business, 4);
    const personalRow = await raise(users.owner, accounts.personal, 3);
    const mine = await list(h.as.owner, accounts.business);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(idsOf(mine)).toContain(ownerRow);
    expect(idsOf(mine)).not.toContain(observerRow);
    expect(idsOf(mine)).not.toContain(personalRow);
    expect(idsOf(await list(h.as.observer, accounts.business))).toEqual([observerRow]);
    // The owner is a member of their personal account too: its rows, asked for by its id.
    expect(idsOf(await list(h.as.owner, accounts.personal))).toEqual([personalRow]);
  });

  it('refuses callers who are not members, as every account call does', async () => {
    expect((await list(h.as.anonymous, accounts.business)).statusCode).toBe(401);
    const stranger = await list(h.as.stranger, accounts.business);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe('Choose a track account first.');
    const other = await list(h.as.otherOwner, accounts.business);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toMatchObject({
      message: 'You do not have access to this track account.',
    });
    // Their own account is fine: they are not told to drop it.
    expect(other.json().error.code).not.toBe(NO_ACCOUNT_ACCESS_CODE);
    expect((await list(h.as.otherOwner, accounts.other)).statusCode).toBe(200);
    expect((await list(h.as.owner, 'not-a-guid')).statusCode).toBe(400);
  });

  it('tells a deactivated observer they lost the account (the app then drops it)', async () => {
    const row = and(
      eq(userTrackAccountAssociation.userId, users.observer),
      eq(userTrackAccountAssociation.trackAccountId, accounts.business),
    );
    await h.db.update(userTrackAccountAssociation).set({ isActive: false }).where(row);
    onTestFinished(async () => {
      await h.db.update(userTrackAccountAssociation).set({ isActive: true }).where(row);
    });
    const res = await list(h.as.observer, accounts.business);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(NO_ACCOUNT_ACCESS_CODE);
  });

  it('needs GoTrack.Notifications on the account', async () => {
    await featureOffForThisTest(h.db, accounts.business, FEATURES.notifications);
    const res = await list(h.as.observer, accounts.business);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('you don`t have access to this part of the application');
  });
});

describe('the list', () => {
  it('pages newest first with the total, and says what, where and when', async () => {
    const them = h.as.otherOwner;
    const made: string[] = [];
    for (let minutesAgo = 30; minutesAgo > 0; minutesAgo -= 6) {
      made.push(await raise(users.otherOwner, accounts.other, minutesAgo));
    }
    const newestFirst = [...made].reverse();
    const first = await list(them, accounts.other, '&skipCount=0&maxResultCount=2');
    expect(first.json().totalCount).toBe(5);
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 2));
    // §9: skipCount counts loads, so the third load of two starts at the fifth.
    expect(idsOf(await list(them, accounts.other, '&skipCount=1&maxResultCount=2'))).toEqual(
      newestFirst.slice(2, 4),
    );
    expect(idsOf(await list(them, accounts.other, '&skipCount=2&maxResultCount=2'))).toEqual(
      newestFirst.slice(4),
    );
    const [newest] = (await list(them, accounts.other)).json().items;
    expect(newest).toEqual({
      id: newestFirst[0],
      title: 'Zone entered: \u2068Car ' + serial + '\u2069',
      body: expect.stringMatching(
        new RegExp(
          `^\u2068Car ${serial}\u2069 entered \u2068Depot\u2069 at \\d\\d:\\d\\d on \\d\\d/\\d\\d/\\d{4}\\.$`,
        ),
      ),
      alertType: 'EnteringZone',
      vehicleId: null,
      vehicleName: `Car ${serial}`,
      latitude: 33.51,
      longitude: 36.28,
      time: expect.stringMatching(/Z$/),
      creationTime: expect.stringMatching(/Z$/),
    });
    // At most the spec's page of 100.
    expect((await list(them, accounts.other, '&maxResultCount=101')).statusCode).toBe(400);
  });

  it('is written in the language asked for, else the one the reader saved', async () => {
    await raise(users.otherOwner, accounts.other, 0, 'المستودع');
    const title = async (headers: Record<string, string>) =>
      (await list({ ...h.as.otherOwner, ...headers }, accounts.other)).json().items[0].title;
    expect(await title({ 'accept-language': 'ar-SY,ar;q=0.9' })).toMatch(/^دخول منطقة/);
    expect(await title({ 'accept-language': 'en' })).toMatch(/^Zone entered/);
    expect(await title({})).toMatch(/^Zone entered/);
    const reader = eq(appUser.id, users.otherOwner);
    await h.db.update(appUser).set({ language: 'ar' }).where(reader);
    onTestFinished(async () => {
      await h.db.update(appUser).set({ language: null }).where(reader);
    });
    expect(await title({})).toMatch(/^دخول منطقة/);
    expect(await title({ 'accept-language': 'en-GB' })).toMatch(/^Zone entered/);
  });
});
