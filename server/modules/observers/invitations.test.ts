import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpSignIn } from '../../test/auth-helpers.ts';
import { rolesApp } from '../../test/account-roles.ts';
import { BUSINESS, OWNER, vehicleByDevice } from '../../test/tracking-helpers.ts';

// Issue 28: an owner who adds a phone number as an observer invites its holder. Until they
// accept, the account is nowhere for them (its list, its token, its vehicles); declined, it never
// is, and the owner sees that it was declined.

let h: Awaited<ReturnType<typeof rolesApp>>;
let owner: Record<string, string>;
let accountId = '';
let car = '';
beforeAll(async () => {
  h = await rolesApp();
  owner = h.as.owner;
  accountId = await h.accountId(BUSINESS);
  car = (await vehicleByDevice(h.db, 'demo-011')).id;
});
afterAll(() => h.t.close());

const O = '/api/app/observation';
const I = '/api/app/observerInvitation';

const invite = async (phoneNumber: string) => {
  const res = await h.call('POST', `${O}/observer`, owner, {
    name: 'My cousin',
    phoneNumber,
    vehicleIds: [car],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string; invitationStatus: string; status: string }>();
};
/** A token asked for the demo business account: refused while the user is not a member. */
const accountToken = async (phone: string) =>
  otpSignIn(h.t.app, h.sms, phone, { TrackAccountId: accountId });
const accounts = async (headers: Record<string, string>) =>
  (await h.call('GET', '/api/app/trackAccount?maxResultCount=1000', headers)).json();
const invitations = async (headers: Record<string, string>) =>
  (await h.call('GET', `${I}?maxResultCount=1000`, headers)).json();
const answer = (id: string, how: 'accept' | 'decline', headers: Record<string, string>) =>
  h.call('POST', `${I}/${id}/${how}`, headers);
const observerRow = async (id: string) =>
  ((await h.call('GET', `${O}?maxResultCount=1000`, owner)).json().items as { id: string }[]).find(
    (o) => o.id === id,
  );
const seats = async () =>
  (await h.call('GET', '/api/app/trackAccountSubscription/currentSubscription', owner)).json()
    .currentActiveUserCount as number;

describe('an invitation', () => {
  it('shows the invitee nothing of the account until they accept, then what they were given', async () => {
    const phone = '+963944000801';
    const made = await invite(phone);
    const invitee = await h.headersFor(phone);

    expect(await accounts(invitee)).toEqual({ items: [], totalCount: 0 });
    expect((await h.call('GET', `/api/app/trackAccount/${accountId}`, invitee)).statusCode).toBe(
      404,
    );
    const refused = await accountToken(phone);
    expect(refused.status).toBe(400);
    expect(refused.body.error_description).toBe('You do not have access to this track account.');

    expect(made).toMatchObject({ invitationStatus: 'Pending', status: 'Active' });
    // The invitation says who invited them, with the number they signed in with.
    expect(await invitations(invitee)).toEqual({
      items: [
        {
          id: made.id,
          trackAccountId: accountId,
          trackAccountName: BUSINESS,
          accountType: 'Business',
          inviterName: 'Sami Haddad',
          inviterPhoneNumber: OWNER,
          invitationTime: expect.any(String),
        },
      ],
      totalCount: 1,
    });
    expect(await observerRow(made.id)).toMatchObject({ invitationStatus: 'Pending' });

    expect((await answer(made.id, 'accept', invitee)).statusCode).toBe(204);
    expect((await accounts(invitee)).items).toEqual([
      expect.objectContaining({
        id: accountId,
        userTrackAccountAssociation: { associationType: 'Observer' },
      }),
    ]);
    expect(await invitations(invitee)).toEqual({ items: [], totalCount: 0 });
    expect(await observerRow(made.id)).toMatchObject({ invitationStatus: 'Accepted' });
    const token = await accountToken(phone);
    expect(token.status).toBe(200);
    const inAccount = { authorization: `Bearer ${token.body.access_token}` };
    const vehicles = (
      await h.call('GET', '/api/app/vehicle?maxResultCount=1000', inAccount)
    ).json();
    expect(vehicles.items.map((v: { id: string }) => v.id)).toEqual([car]);

    // A replay or a double submit changes nothing; declining an accepted one is no invitation.
    expect((await answer(made.id, 'accept', invitee)).statusCode).toBe(204);
    expect((await answer(made.id, 'decline', invitee)).statusCode).toBe(404);
    expect((await accounts(invitee)).totalCount).toBe(1);
  });

  it('declined, the account never appears, the owner sees it declined and the place is free', async () => {
    const phone = '+963944000802';
    const before = await seats();
    const made = await invite(phone);
    expect(await seats()).toBe(before + 1); // an invitation holds its place in the plan
    const invitee = await h.headersFor(phone);
    const twice = await Promise.all([1, 2].map(() => answer(made.id, 'decline', invitee)));
    expect(twice.map((r) => r.statusCode)).toEqual([204, 204]);
    expect((await answer(made.id, 'accept', invitee)).statusCode).toBe(404);

    expect(await accounts(invitee)).toEqual({ items: [], totalCount: 0 });
    expect(await invitations(invitee)).toEqual({ items: [], totalCount: 0 });
    expect((await accountToken(phone)).status).toBe(400);
    expect(await observerRow(made.id)).toMatchObject({
      invitationStatus: 'Declined',
      status: 'Inactive',
    });
    expect(await seats()).toBe(before);
    const activate = await h.call('POST', `${O}/activateObserver/${made.id}`, owner);
    expect(activate.statusCode).toBe(403);
    expect(activate.json().error.message).toBe(
      'This person declined the invitation. Add them again to invite them again.',
    );
  });

  it('re-adding after a decline invites again, at most three invitations a week', async () => {
    const phone = '+963944000803';
    const invitee = await h.headersFor(phone);
    const first = await invite(phone);
    await answer(first.id, 'decline', invitee);
    const again = await invite(phone);
    expect(again).toMatchObject({ id: first.id, invitationStatus: 'Pending', status: 'Active' });
    expect((await invitations(invitee)).totalCount).toBe(1);
    await answer(again.id, 'decline', invitee);
    // Deleting and adding again is a new invitation too: it counts.
    const del = await h.call(
      'DELETE',
      `${O}/observer?phoneNumber=${encodeURIComponent(phone)}`,
      owner,
    );
    expect(del.statusCode).toBe(204);
    const third = await invite(phone);
    await answer(third.id, 'decline', invitee);
    const fourth = await h.call('POST', `${O}/observer`, owner, {
      name: 'Once more',
      phoneNumber: phone,
    });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error).toMatchObject({
      code: 'GoTrack:InvitationLimit',
      message: 'This person was invited to this track account 3 times this week. Try again later.',
    });
    expect((await invitations(invitee)).totalCount).toBe(0);
  });

  it('a new number for an observer invites its holder; the old one loses the account', async () => {
    const made = await invite('+963944000804');
    const moved = await h.call('PUT', `${O}/observer`, owner, {
      userTrackAccountAssociationId: made.id,
      name: 'My cousin',
      phoneNumber: '+963944000805',
    });
    expect(moved.json()).toMatchObject({ invitationStatus: 'Pending' });
    const holder = await h.headersFor('+963944000805');
    expect((await invitations(holder)).items).toEqual([expect.objectContaining({ id: made.id })]);
    expect((await accountToken('+963944000805')).status).toBe(400);
    expect((await invitations(await h.headersFor('+963944000804'))).totalCount).toBe(0);
  });

  it('the demo observer, added before invitations existed, still sees the account', async () => {
    expect((await accounts(h.as.observer)).items).toEqual([
      expect.objectContaining({ name: BUSINESS }),
    ]);
  });
});
