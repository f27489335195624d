import { and, eq, isNull, or } from 'drizzle-orm';
import { TENANT_FEATURE_PROVIDER } from '../../../src/api/contract/features.ts';
import type { Db } from '../../db/client.ts';
import { featureValue } from '../../db/schema.ts';
import type { DbOrTx } from '../permissions/store.ts';
import { FEATURE_DEFINITIONS, findFeature, TOGGLE_FEATURES } from './definitions.ts';

/** `null` = the host level; otherwise a tenant id. */
export type FeatureOwner = string | null;

const ofOwner = (owner: FeatureOwner) =>
  and(
    eq(featureValue.providerName, TENANT_FEATURE_PROVIDER),
    owner === null ? isNull(featureValue.providerKey) : eq(featureValue.providerKey, owner),
  );

/** The values one owner set itself (no defaults). */
export async function ownValues(db: DbOrTx, owner: FeatureOwner): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: featureValue.name, value: featureValue.value })
    .from(featureValue)
    .where(ofOwner(owner));
  return new Map(rows.map((r) => [r.name, r.value]));
}

/**
 * What applies on one side: a tenant's own value, else the host's (the host level is the
 * default of every tenant), else the definition's default.
 */
export async function effectiveValues(
  db: DbOrTx,
  owner: FeatureOwner,
): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(featureValue)
    .where(
      and(
        eq(featureValue.providerName, TENANT_FEATURE_PROVIDER),
        owner === null
          ? isNull(featureValue.providerKey)
          : or(isNull(featureValue.providerKey), eq(featureValue.providerKey, owner)),
      ),
    );
  const host = new Map(rows.filter((r) => r.providerKey === null).map((r) => [r.name, r.value]));
  const own = new Map(rows.filter((r) => r.providerKey !== null).map((r) => [r.name, r.value]));
  return new Map(
    FEATURE_DEFINITIONS.map((f) => [f.name, own.get(f.name) ?? host.get(f.name) ?? f.defaultValue]),
  );
}

/** Stores the given (already validated, canonical) values in one statement each, atomically. */
export async function setValues(
  db: Db,
  owner: FeatureOwner,
  values: { name: string; value: string }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { name, value } of values) await setOwnValue(tx, owner, name, value);
  });
}

/** Sets one value of an owner (null: removes it, so the default applies again). */
export async function setOwnValue(
  db: DbOrTx,
  owner: FeatureOwner,
  name: string,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await db.delete(featureValue).where(and(ofOwner(owner), eq(featureValue.name, name)));
    return;
  }
  await db
    .insert(featureValue)
    .values({ name, value, providerName: TENANT_FEATURE_PROVIDER, providerKey: owner })
    .onConflictDoUpdate({
      target: [featureValue.name, featureValue.providerName, featureValue.providerKey],
      set: { value },
    });
}

export async function resetValues(db: DbOrTx, owner: FeatureOwner): Promise<void> {
  await db.delete(featureValue).where(ofOwner(owner));
}

/**
 * The GoTrack toggles switched off for the accounts of one side: off at the host level is off
 * for everyone (a tenant cannot turn back on what the host turned off), off in the tenant is off
 * for its accounts.
 */
export async function switchedOffFeatures(db: Db, tenantId: string | null): Promise<Set<string>> {
  const host = await effectiveValues(db, null);
  const side = tenantId === null ? host : await effectiveValues(db, tenantId);
  const isOff = (name: string): boolean => {
    const parent = findFeature(name)?.parentName;
    // A child never outlives its parent (zone alerts without geo-zones).
    return host.get(name) !== 'true' || side.get(name) !== 'true' || (!!parent && isOff(parent));
  };
  return new Set(TOGGLE_FEATURES.filter(isOff));
}
