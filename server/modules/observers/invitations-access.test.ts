import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolesApp, OTHER_ACCOUNT } from '../../test/account-roles.ts';
import { PERSONAL } from '../../test/tracking-helpers.ts';

// Only the invited user answers their invitation: nobody, another user, the owner who invited,
// an observer of the same or of another account and another account's owner all get what an
// unknown invitation gets, and the invitation stays as it was.

const INVITEE = '+963944000811';
const OTHER_OBSERVER = '+963944000812';

let h: Awaited<ReturnType<typeof rolesApp>>;
let invitee: Record<string, string>;
let otherObserver: Record<string, string>;
let id = '';
beforeAll(async () => {
  h = await rolesApp();
  const add = (headers: Record<string, string>, phoneNumber: string) =>
    h.call('POST', '/api/app/observation/observer', headers, { name: 'Friend', phoneNumber });
  id = (await add(h.as.owner, INVITEE)).json().id;
  invitee = await h.headersFor(INVITEE);
  // An observer of the other account, signed in to it.
  const theirs = (await add(h.as.otherOwner, OTHER_OBSERVER)).json().id;
  await h.call('POST', `${I}/${theirs}/accept`, await h.headersFor(OTHER_OBSERVER));
  otherObserver = await h.headersFor(OTHER_OBSERVER, OTHER_ACCOUNT);
});
afterAll(() => h.t.close());

const I = '/api/app/observerInvitation';
const pending = async () =>
  (await h.call('GET', I, invitee)).json().items.map((i: { id: string }) => i.id);

describe('who may answer an invitation', () => {
  it('lists to each user only their own invitations', async () => {
    expect(await pending()).toEqual([id]);
    expect((await h.call('GET', I, {})).statusCode).toBe(401);
    for (const headers of [h.as.stranger, h.as.owner, h.as.otherOwner, otherObserver]) {
      expect((await h.call('GET', I, headers)).json()).toEqual({ items: [], totalCount: 0 });
    }
    // The demo observer has the seeded one, from the owner's personal account.
    const theirs = (await h.call('GET', I, h.as.observer)).json();
    expect(theirs.items.map((i: { trackAccountName: string }) => i.trackAccountName)).toEqual([
      "Sami's car",
    ]);
  });

  for (const how of ['accept', 'decline'] as const) {
    it(`${how}: only the invitee; everyone else as if there were no such invitation`, async () => {
      const callers = {
        anonymous: {},
        stranger: h.as.stranger,
        owner: h.as.owner,
        observer: h.as.observer,
        otherObserver,
        otherOwner: h.as.otherOwner,
      };
      const got: Record<string, number> = {};
      for (const [who, headers] of Object.entries(callers)) {
        got[who] = (await h.call('POST', `${I}/${id}/${how}`, headers)).statusCode;
      }
      expect(got).toEqual({
        anonymous: 401,
        stranger: 404,
        owner: 404,
        observer: 404,
        otherObserver: 404,
        otherOwner: 404,
      });
      expect(await pending()).toEqual([id]);
    });
  }

  it('an observer cannot decline the membership they have: it is no invitation', async () => {
    const observers = (await h.call('GET', '/api/app/observation', h.as.owner)).json().items;
    const demoObserver = observers.find((o: { name: string }) => o.name !== 'Friend');
    const refused = await h.call('POST', `${I}/${demoObserver.id}/decline`, h.as.observer);
    expect(refused.statusCode).toBe(404);
    expect((await h.call('GET', '/api/app/vehicle', h.as.observer)).statusCode).toBe(200);
    expect((await h.call('POST', `${I}/not-an-id/accept`, invitee)).statusCode).toBe(400);
  });

  it("an invitation gives no read of the account's notifications, even to a member elsewhere", async () => {
    // The demo observer, signed in to the business account, is only invited to the car.
    const car = await h.accountId(PERSONAL);
    const res = await h.call('GET', `/api/app/notification?trackAccoundId=${car}`, h.as.observer);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You do not have access to this track account.');
  });

  it('the invitee answers with or without an account in their token', async () => {
    expect((await h.call('POST', `${I}/${id}/accept`, invitee)).statusCode).toBe(204);
    expect(await pending()).toEqual([]);
  });
});
