import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../db/seed.ts';
import {
  appUser,
  observerVehicle,
  trackAccount,
  trackAccountSubscription,
  userTrackAccountAssociation,
} from '../../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';
import { demoUserPhones } from './demo-users.ts';

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
        association: userTrackAccountAssociation.id,
      })
      .from(userTrackAccountAssociation)
      .innerJoin(appUser, eq(appUser.id, userTrackAccountAssociation.userId))
      .innerJoin(trackAccount, eq(trackAccount.id, userTrackAccountAssociation.trackAccountId))
      .orderBy(asc(trackAccount.name), asc(appUser.phoneNumber));
    const placesOf = (phone: string) =>
      places.filter((p) => p.phone === phone).map(({ account, type }) => ({ account, type }));

    for (const n of [0, 1, 2]) {
      const { owner, observer } = demoUserPhones(n);
      expect(placesOf(owner)).toEqual([
        { account: 'Demo Logistics', type: 'Owner' },
        { account: "Sami's car", type: 'Owner' },
      ]);
      expect(placesOf(observer)).toEqual([{ account: 'Demo Logistics', type: 'Observer' }]);
      const association = places.find((p) => p.phone === observer)!.association;
      const watched = await db
        .select()
        .from(observerVehicle)
        .where(eq(observerVehicle.associationId, association));
      expect(watched).toHaveLength(3);
    }
    expect(places.some((p) => p.phone === demoUserPhones(3).owner)).toBe(false);

    // The business plan still has the plain demo's 8 free places for new observers.
    const business = places.find((p) => p.account === 'Demo Logistics')!;
    const [plan] = await db
      .select({ userCount: trackAccountSubscription.userCount })
      .from(trackAccountSubscription)
      .innerJoin(trackAccount, eq(trackAccount.id, trackAccountSubscription.trackAccountId))
      .where(eq(trackAccount.name, business.account));
    expect(plan!.userCount).toBe(6 + 8);
  });
});
