import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed.ts';
import {
  appUser,
  observerVehicle,
  trackAccount,
  userTrackAccountAssociation,
} from '../../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';
import { demoUserPhones } from './demo-users.ts';
import { countActiveUsers, currentSubscription } from '../track-accounts/user-limit.ts';

let database: TestDatabase | undefined;
afterAll(() => database?.close());

describe('demo seed with DEMO_EXTRA_USERS', () => {
  it('gives every extra owner and observer the places of the first ones', async () => {
    database = await freshDatabase({ seed: false });
    expect(await seedDatabase(database.db, { demo: true, extraUsers: 2 })).toBe(true);
    const { db } = database;

    const places = await db
      .select({
        phone: appUser.phoneNumber,
        account: trackAccount.name,
        type: userTrackAccountAssociation.associationType,
        invitation: userTrackAccountAssociation.invitationStatus,
        association: userTrackAccountAssociation.id,
      })
      .from(userTrackAccountAssociation)
      .innerJoin(appUser, eq(appUser.id, userTrackAccountAssociation.userId))
      .innerJoin(trackAccount, eq(trackAccount.id, userTrackAccountAssociation.trackAccountId))
      .orderBy(asc(trackAccount.name), asc(appUser.phoneNumber));
    const placesOf = (phone: string) =>
      places
        .filter((p) => p.phone === phone)
        .map(({ account, type, invitation }) => ({ account, type, invitation }));
    const watched = async (association: string) =>
      db.select().from(observerVehicle).where(eq(observerVehicle.associationId, association));

    for (const n of [0, 1, 2]) {
      const { owner, observer } = demoUserPhones(n);
      expect(placesOf(owner)).toEqual([
        { account: 'Demo Logistics', type: 'Owner', invitation: 'Accepted' },
        { account: "Sami's car", type: 'Owner', invitation: 'Accepted' },
      ]);
      // Issue 28: the observer's place is accepted; an invitation to the owner's car waits.
      expect(placesOf(observer)).toEqual([
        { account: 'Demo Logistics', type: 'Observer', invitation: 'Accepted' },
        { account: "Sami's car", type: 'Observer', invitation: 'Pending' },
      ]);
      const [business, invited] = places.filter((p) => p.phone === observer);
      expect(await watched(business!.association)).toHaveLength(3);
      expect(await watched(invited!.association)).toHaveLength(2);
    }
    expect(places.some((p) => p.phone === demoUserPhones(3).owner)).toBe(false);

    // The extra members do not use up the plan: observers can still be added, as in the demo.
    for (const account of ['Demo Logistics', "Sami's car"]) {
      const [row] = await db.select().from(trackAccount).where(eq(trackAccount.name, account));
      const current = await currentSubscription(db, row!.id);
      const active = await countActiveUsers(db, row!.id);
      expect(current!.userCount - active).toBe(8);
    }
  });
});
