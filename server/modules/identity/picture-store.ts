import { eq, sql } from 'drizzle-orm';
import type { MobileProfile } from '../../../src/api/contract/identity.ts';
import type { Db } from '../../db/client.ts';
import { profilePicture } from '../../db/schema.ts';
import type { UserRow } from './users.ts';

/** The user's picture version, or null when they have none. */
export async function pictureVersion(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ version: profilePicture.version })
    .from(profilePicture)
    .where(eq(profilePicture.userId, userId));
  return row?.version ?? null;
}

export async function readPicture(db: Db, userId: string) {
  const [row] = await db.select().from(profilePicture).where(eq(profilePicture.userId, userId));
  return row ?? null;
}

/** Saves (or replaces) the picture; the version grows so caches see a new one. */
export async function savePicture(
  db: Db,
  userId: string,
  picture: { content: Buffer; contentType: string },
): Promise<number> {
  const [row] = await db
    .insert(profilePicture)
    .values({ userId, ...picture })
    .onConflictDoUpdate({
      target: profilePicture.userId,
      set: {
        ...picture,
        version: sql`${profilePicture.version} + 1`,
        updatedAt: new Date(),
      },
    })
    .returning({ version: profilePicture.version });
  return row!.version;
}

export async function deletePicture(db: Db, userId: string): Promise<void> {
  await db.delete(profilePicture).where(eq(profilePicture.userId, userId));
}

/** The profile DTO; `profilePictureVersion` busts the client's cache after an upload. */
export function toProfile(u: UserRow, version: number | null = null): MobileProfile {
  return {
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    isVerified: u.emailVerified,
    phoneNumber: u.phoneNumber ?? '',
    hasProfilePicture: version !== null,
    ...(version !== null && { profilePictureVersion: version }),
  };
}

export const profileOf = async (db: Db, u: UserRow): Promise<MobileProfile> =>
  toProfile(u, await pictureVersion(db, u.id));
