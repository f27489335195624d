import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TenantDto } from '../../../src/api/contract/tenant-admin.ts';
import type { Db } from '../../db/client.ts';
import { tenant } from '../../db/schema.ts';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import { isUniqueViolation } from '../../http/idempotency.ts';

export type TenantRow = typeof tenant.$inferSelect;

export const tenantDto = (t: TenantRow): TenantDto => ({
  id: t.id,
  name: t.name,
  concurrencyStamp: t.concurrencyStamp,
  extraProperties: {},
});

/** A tenant the administrator may see: not deleted. Anything else is 404. */
export async function findLiveTenant(db: Db, id: string): Promise<TenantRow> {
  const [row] = await db
    .select()
    .from(tenant)
    .where(and(eq(tenant.id, id), isNull(tenant.deletedAt)));
  if (!row) throw new NotFoundError();
  return row;
}

/** ABP's DuplicateTenantName: names are unique ignoring case, deleted tenants' names included. */
export const duplicateName = (name: string) =>
  new BusinessError(`Tenant name already exists: ${name}`, {
    code: 'Volo.Abp.TenantManagement:DuplicateTenantName',
    data: { name },
  });

/** Runs `write`, turning the name's unique violation (a race or double submit) into ABP's error. */
export async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName(name);
    throw err;
  }
}

export const newStamp = () => randomUUID();
