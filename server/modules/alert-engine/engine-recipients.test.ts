import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appUser,
  observerVehicle,
  observerVehicleGroup,
  userTrackAccountAssociation,
  vehicleGroup,
  vehicleGroupVehicle,
} from '../../db/schema.ts';
import { createUser } from '../identity/users.ts';
import {
  addDefinition,
  addVehicles,
  deliveriesOf,
  engineWorld,
  feed,
  fixAt,
  notificationsOf,
  user,
} from '../../test/engine-fixtures.ts';

// Who is told: every active owner of the account, and the active observers who see the vehicle
// (given it, or a group it is in) — as the live map decides what an observer sees; never someone
// invited who has not accepted. Each copy has a pending delivery per method of the definition.

let w: Awaited<ReturnType<typeof engineWorld>>;
beforeAll(async () => {
  w = await engineWorld();
});
afterAll(() => w.database.close());

const T0 = new Date('2025-03-03T08:00:00Z');
const HERE = { lat: 33.51, lon: 36.28 };

async function member(
  name: string,
  type: 'Owner' | 'Observer',
  isActive = true,
  invitationStatus: 'Pending' | 'Accepted' | 'Declined' = 'Accepted',
) {
  const u = await createUser(w.db, user(name));
  const [a] = await w.db
    .insert(userTrackAccountAssociation)
    .values({
      ...{ userId: u.id, trackAccountId: w.accountId, associationType: type },
      ...{ isActive, invitationStatus },
    })
    .returning();
  return { userId: u.id, associationId: a!.id };
}

describe('recipients', () => {
  it('owners and the observers who see the vehicle get a copy; the others do not', async () => {
    const [car, other] = await addVehicles(w.db, w.accountId, 2);
    const [group] = await w.db
      .insert(vehicleGroup)
      .values({ trackAccountId: w.accountId, name: 'Cars' })
      .returning();
    await w.db.insert(vehicleGroupVehicle).values({ groupId: group!.id, vehicleId: car! });

    const coOwner = await member('Co-owner', 'Owner');
    const direct = await member('Given the car', 'Observer');
    const viaGroup = await member('Given the group', 'Observer');
    const elsewhere = await member('Given another car', 'Observer');
    const inactive = await member('Inactive', 'Observer', false);
    const deleted = await member('Deleted', 'Observer');
    // Issue 28: invited but not (yet) accepted, or declined: no alert of the account.
    const invited = await member('Invited', 'Observer', true, 'Pending');
    const declined = await member('Declined', 'Observer', false, 'Declined');
    await w.db.insert(observerVehicle).values([
      { associationId: invited.associationId, vehicleId: car! },
      { associationId: declined.associationId, vehicleId: car! },
      { associationId: direct.associationId, vehicleId: car! },
      { associationId: elsewhere.associationId, vehicleId: other! },
      { associationId: inactive.associationId, vehicleId: car! },
      { associationId: deleted.associationId, vehicleId: car! },
    ]);
    await w.db
      .insert(observerVehicleGroup)
      .values({ associationId: viaGroup.associationId, groupId: group!.id });
    await w.db.update(appUser).set({ deletedAt: new Date() }).where(eq(appUser.id, deleted.userId));

    const id = await addDefinition(w.db, w.accountId, {
      type: 'ExceedingSpeed',
      vehicleIds: [car!],
      maxSpeed: 60,
      methods: ['MobileNotification', 'Sms', 'Mailing'],
    });
    // Speeding for 15 s: it counts (the default minimum duration).
    await feed(w.engine(), w.db, [fixAt(car!, T0, 0, HERE, 90), fixAt(car!, T0, 15, HERE, 95)]);

    const got = await notificationsOf(w.db, id);
    const expected = [w.owner.id, coOwner.userId, direct.userId, viaGroup.userId];
    expect(got.map((n) => n.userId).sort()).toEqual(expected.sort());
    // One event: the same key and facts for every reader.
    expect(new Set(got.map((n) => n.eventKey)).size).toBe(1);
    for (const n of got) {
      expect(n.trackAccountId).toBe(w.accountId);
      expect(await deliveriesOf(w.db, n.id)).toEqual([
        { method: 'Mailing', status: 'Pending' },
        { method: 'MobileNotification', status: 'Pending' },
        { method: 'Sms', status: 'Pending' },
      ]);
    }
  });
});
