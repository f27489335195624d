import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trackAccount, trackAccountFeature } from '../../db/schema.ts';
import { switchedOffFeatures } from './store.ts';

/**
 * The features of one track account as every reader must see them: its plan's values, with the
 * GoTrack switches of the host and of the account's tenant applied on top ("False" when either
 * turned the feature off). Every feature check goes through here, so the menu the owner sees
 * (GET …/features) and what the server allows never disagree.
 */
export async function accountFeatures(
  db: Db,
  trackAccountId: string,
  names?: readonly string[],
): Promise<{ name: string; value: string }[]> {
  const [account] = await db
    .select({ tenantId: trackAccount.tenantId })
    .from(trackAccount)
    .where(eq(trackAccount.id, trackAccountId));
  if (!account) return [];
  const rows = await db
    .select({ name: trackAccountFeature.name, value: trackAccountFeature.value })
    .from(trackAccountFeature)
    .where(
      and(
        eq(trackAccountFeature.trackAccountId, trackAccountId),
        names ? inArray(trackAccountFeature.name, [...names]) : undefined,
      ),
    )
    .orderBy(asc(trackAccountFeature.name));
  const off = await switchedOffFeatures(db, account.tenantId);
  return rows.map((r) => (off.has(r.name) ? { name: r.name, value: 'False' } : r));
}
