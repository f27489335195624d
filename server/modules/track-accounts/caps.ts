import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alertDefinition, geoZone, route, trackAccount } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';

// How many geo-zones, routes and alert definitions one track account may hold (README "Limits
// and caps"): far above what a fleet draws (a few dozen depots, customers and no-go areas; a
// route per regular run; a few alerts per vehicle group), low enough that one account cannot
// fill the database or make the alert engine's per-account rules slow for everyone.

export const ACCOUNT_CAPS = {
  geoZones: { table: geoZone, cap: 500, message: 'An account can have at most {0} geo-zones.' },
  routes: { table: route, cap: 200, message: 'An account can have at most {0} routes.' },
  alertDefinitions: {
    table: alertDefinition,
    cap: 500,
    message: 'An account can have at most {0} alert definitions.',
  },
} as const;

export type CappedKind = keyof typeof ACCOUNT_CAPS;

/**
 * Holds the account's row until the caller's transaction ends, so the creates of one account
 * take turns (on PostgreSQL across server processes too) and a count read next stays true until
 * the insert. `no key update` leaves the key-share locks of foreign keys (rows being linked to
 * the account) free.
 */
export async function holdAccountForCreate(tx: Db, accountId: string): Promise<void> {
  await tx
    .select({ id: trackAccount.id })
    .from(trackAccount)
    .where(eq(trackAccount.id, accountId))
    .for('no key update');
}

/** Refuses (403, translated) when the account already holds its cap of `kind`. */
export async function refuseAtCap(tx: Db, accountId: string, kind: CappedKind): Promise<void> {
  const { table, cap, message } = ACCOUNT_CAPS[kind];
  const [row] = await tx
    .select({ n: count() })
    .from(table)
    .where(eq(table.trackAccountId, accountId));
  if ((row?.n ?? 0) >= cap) throw new BusinessError(message.replace('{0}', String(cap)));
}
