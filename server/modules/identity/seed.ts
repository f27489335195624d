import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { userTrackAccountAssociation } from '../../db/schema.ts';
import { createTenant } from '../tenants/service.ts';
import { createTrackAccount } from '../track-accounts/associations.ts';
import { hashPassword } from './passwords.ts';
import { ADMIN_ROLE } from './policies.ts';
import { createUser } from './users.ts';
import { DEMO_OBSERVER_PHONE, DEMO_OWNER_PHONE, demoUserPhones } from './demo-users.ts';

export { DEMO_OBSERVER_PHONE, DEMO_OWNER_PHONE, demoUserPhones };

export const DEMO_ADMIN_USER = 'admin';
/** The administrator's password in tests and e2e, which set it explicitly (ADMIN_PASSWORD). */
export const DEMO_ADMIN_PASSWORD = 'Admin123!';

/** A demo reachable by mistake must not have a well-known administrator password. */
export const generateAdminPassword = () => randomBytes(15).toString('base64url');
export const DEMO_TENANT = 'demo';

export interface IdentitySeedOptions {
  demo: boolean;
  adminPassword?: string | null;
  extraUsers?: number;
}

/**
 * Demo data of sign-in: a tenant, an owner and an observer with complete profiles sharing a
 * business account, the owner's personal account (to which the observer is invited), and an
 * administrator with a password.
 */
export async function seedIdentity(db: Db, opts: IdentitySeedOptions): Promise<void> {
  if (!opts.demo) return;
  await createTenant(db, DEMO_TENANT);
  const owner = await createUser(db, {
    tenantId: null,
    userName: DEMO_OWNER_PHONE,
    phoneNumber: DEMO_OWNER_PHONE,
    firstName: 'Sami',
    lastName: 'Haddad',
    email: 'sami.haddad@example.com',
    emailVerified: true,
    phoneVerified: true,
    passwordHash: null,
  });
  const observer = await createUser(db, {
    tenantId: null,
    userName: DEMO_OBSERVER_PHONE,
    phoneNumber: DEMO_OBSERVER_PHONE,
    firstName: 'Lina',
    lastName: 'Khoury',
    email: 'lina.khoury@example.com',
    emailVerified: true,
    phoneVerified: true,
    passwordHash: null,
  });
  await createUser(db, {
    tenantId: null,
    userName: DEMO_ADMIN_USER,
    firstName: 'Admin',
    lastName: 'GoTrack',
    email: 'admin@example.com',
    emailVerified: true,
    roles: [ADMIN_ROLE],
    passwordHash: await hashPassword(opts.adminPassword ?? generateAdminPassword()),
  });
  const owners = [owner];
  const observers = [observer];
  for (let n = 1; n <= (opts.extraUsers ?? 0); n++) {
    const phones = demoUserPhones(n);
    owners.push(
      await createUser(db, {
        tenantId: null,
        userName: phones.owner,
        phoneNumber: phones.owner,
        firstName: 'Omar',
        lastName: `Owner ${n}`,
        email: `owner.${n}@example.com`,
        emailVerified: true,
        phoneVerified: true,
        passwordHash: null,
      }),
    );
    observers.push(
      await createUser(db, {
        tenantId: null,
        userName: phones.observer,
        phoneNumber: phones.observer,
        firstName: 'Rana',
        lastName: `Observer ${n}`,
        email: `observer.${n}@example.com`,
        emailVerified: true,
        phoneVerified: true,
        passwordHash: null,
      }),
    );
  }
  await createTrackAccount(db, {
    name: 'Demo Logistics',
    accountType: 'Business',
    tenantId: null,
    members: [
      ...owners.map((u) => ({ userId: u.id, associationType: 'Owner' as const })),
      ...observers.map((u) => ({ userId: u.id, associationType: 'Observer' as const })),
    ],
  });
  const personal = await createTrackAccount(db, {
    name: "Sami's car",
    accountType: 'Personal',
    tenantId: null,
    members: owners.map((u) => ({ userId: u.id, associationType: 'Owner' as const })),
  });
  // An invitation waits for each demo observer (issue 28): from their set's owner, to watch
  // "Sami's car", so a newcomer sees how one is answered. Its vehicles: seedVehicles.
  const invitedAt = new Date();
  await db.insert(userTrackAccountAssociation).values(
    observers.map((u, i) => ({
      ...{ userId: u.id, trackAccountId: personal, associationType: 'Observer' as const },
      ...{ invitationStatus: 'Pending' as const, invitedByUserId: owners[i]!.id, invitedAt },
    })),
  );
}
