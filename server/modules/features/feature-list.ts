import type { FeatureListResult } from '../../../src/api/contract/features.ts';
import { TENANT_FEATURE_PROVIDER } from '../../../src/api/contract/features.ts';
import type { Db } from '../../db/client.ts';
import type { CultureName } from '../abp/culture.ts';
import { depthOf, FEATURE_DEFINITIONS, FEATURE_GROUP, valueTypeOf } from './definitions.ts';
import { effectiveValues, ownValues, type FeatureOwner } from './store.ts';

/**
 * ABP's GetFeatureListResultDto for one owner. A value the owner set itself names the owner as
 * its provider; anything else (the default, or the host's value seen from a tenant) is `D`, so
 * the modal keeps it editable.
 */
export async function featureList(
  db: Db,
  owner: FeatureOwner,
  culture: CultureName,
): Promise<FeatureListResult> {
  const own = await ownValues(db, owner);
  const effective = await effectiveValues(db, owner);
  const features = FEATURE_DEFINITIONS.map((f) => ({
    name: f.name,
    displayName: f.displayName[culture],
    value: effective.get(f.name) ?? f.defaultValue,
    provider: own.has(f.name)
      ? { name: TENANT_FEATURE_PROVIDER, key: owner }
      : { name: 'D', key: null },
    description: f.description?.[culture] ?? null,
    valueType: valueTypeOf(f, culture),
    depth: depthOf(f),
    parentName: f.parentName,
  }));
  return {
    groups: [
      { name: FEATURE_GROUP.name, displayName: FEATURE_GROUP.displayName[culture], features },
    ],
  };
}
