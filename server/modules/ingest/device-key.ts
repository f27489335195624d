import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vehicle } from '../../db/schema.ts';

// A device's optional secret: sent as `key` with every fix, stored only as a hash. Keys are made
// here (32 random bytes), never chosen by people, so a fast hash is enough: a guess of a 256-bit
// key is hopeless, and every fix is checked, so a slow password hash would cost the ingest dearly.

export const hashDeviceKey = (key: string): string =>
  createHash('sha256').update(key, 'utf8').digest('base64url');

/** Whether `key` matches `hash`, in constant time. */
export function deviceKeyMatches(hash: string, key: string | null): boolean {
  if (!key) return false;
  const a = Buffer.from(hashDeviceKey(key));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Gives the vehicle's device a new key and returns it (shown once: only its hash is kept).
 * Ingest instances cache devices for a minute, so the key is required within a minute.
 */
export async function setDeviceKey(db: Db, vehicleId: string): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await db
    .update(vehicle)
    .set({ deviceKeyHash: hashDeviceKey(key) })
    .where(eq(vehicle.id, vehicleId));
  return key;
}

/** The device may report without a key again. */
export async function clearDeviceKey(db: Db, vehicleId: string): Promise<void> {
  await db.update(vehicle).set({ deviceKeyHash: null }).where(eq(vehicle.id, vehicleId));
}
