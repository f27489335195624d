import { and, eq } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import type { Db } from '../db/client.ts';
import { trackAccountFeature } from '../db/schema.ts';

/** Turns a plan feature of the account off for the running test; it is on again afterwards. */
export async function featureOffForThisTest(db: Db, accountId: string, name: string) {
  const row = and(
    eq(trackAccountFeature.trackAccountId, accountId),
    eq(trackAccountFeature.name, name),
  );
  await db.update(trackAccountFeature).set({ value: 'False' }).where(row);
  onTestFinished(async () => {
    await db.update(trackAccountFeature).set({ value: 'True' }).where(row);
  });
}
