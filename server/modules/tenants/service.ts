import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenant } from '../../db/schema.ts';

export interface TenantInfo {
  id: string;
  name: string;
  normalizedName: string;
  isActive: boolean;
  concurrencyStamp: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const normalizeTenantName = (name: string) => name.trim().toUpperCase();

export async function findTenantById(db: Db, id: string): Promise<TenantInfo | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(tenant)
    .where(and(eq(tenant.id, id), isNull(tenant.deletedAt)));
  return row ?? null;
}

export async function findTenantByName(db: Db, name: string): Promise<TenantInfo | null> {
  const [row] = await db
    .select()
    .from(tenant)
    .where(and(eq(tenant.normalizedName, normalizeTenantName(name)), isNull(tenant.deletedAt)));
  return row ?? null;
}

// A deleted tenant is unknown to every lookup ("Tenant not found!"), though its row stays.

/** The `__tenant` value may be a tenant id or a name (abp-conventions §2). */
export function findTenant(db: Db, idOrName: string): Promise<TenantInfo | null> {
  return UUID.test(idOrName) ? findTenantById(db, idOrName) : findTenantByName(db, idOrName);
}

export async function createTenant(db: Db, name: string): Promise<TenantInfo> {
  const [row] = await db
    .insert(tenant)
    .values({ name: name.trim(), normalizedName: normalizeTenantName(name) })
    .returning();
  if (!row) throw new Error('tenant not created');
  return row;
}

/**
 * Tenants are looked up on every request that names one; they change rarely, so answers are kept
 * for a few seconds (a deactivated tenant is refused within that time).
 */
export function cachedTenantLookup(db: Db, ttlMs = 10_000) {
  const cache = new Map<string, { at: number; value: Promise<TenantInfo | null> }>();
  return (idOrName: string): Promise<TenantInfo | null> => {
    const key = idOrName.trim().toLowerCase();
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.value;
    if (cache.size > 1000) cache.clear();
    const value = findTenant(db, idOrName.trim());
    cache.set(key, { at: Date.now(), value });
    value.catch(() => cache.delete(key));
    return value;
  };
}
