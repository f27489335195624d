import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../test/fresh-db.ts';
import { openDatabase, type DatabaseOptions } from './client.ts';
import { appMeta, setting } from './schema.ts';
import { seedDatabase } from './seed.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where a server process would keep its data: a new PGlite directory or a new PG database. */
async function newLocation(): Promise<DatabaseOptions> {
  if (process.env.DATABASE_URL) {
    const holder: TestDatabase = await freshDatabase({ seed: false });
    cleanups.push(() => holder.close());
    return { dataDir: '', databaseUrl: holder.url };
  }
  const root = await mkdtemp(path.join(tmpdir(), 'gotrack-db-'));
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  // Nested and missing on purpose: PGlite does not create parent directories itself.
  return { dataDir: path.join(root, 'nested', 'data'), databaseUrl: null };
}

describe('database', () => {
  it('migrates and seeds once; data survives close and reopen', async () => {
    const location = await newLocation();
    const first = await openDatabase(location);
    expect(first.kind).toBe(location.databaseUrl ? 'postgres' : 'pglite');
    await first.migrate();
    await first.migrate(); // up to date: a no-op
    expect(await seedDatabase(first.db, { demo: true })).toBe(true);
    expect(await seedDatabase(first.db, { demo: true })).toBe(false);
    const seededRows = await first.db.select().from(setting);
    expect(seededRows).toHaveLength(6);
    await first.db.insert(setting).values({ name: 'Test.Setting', value: '42', providerName: 'G' });
    await first.close();

    const second = await openDatabase(location);
    await second.migrate();
    expect(await seedDatabase(second.db, { demo: true })).toBe(false);
    const [row] = await second.db.select().from(setting).where(eq(setting.name, 'Test.Setting'));
    expect(row?.value).toBe('42');
    expect(await second.db.select().from(setting)).toHaveLength(7);
    expect((await second.db.select().from(appMeta)).map((m) => m.key)).toEqual(['seeded']);
    await second.close();
  }, 90_000); // two opens of a new database, migrated and seeded: slow on a loaded machine

  it('keeps one global value per setting (NULLS NOT DISTINCT)', async () => {
    const db = await freshDatabase();
    cleanups.push(() => db.close());
    const name = 'Abp.Account.EnableLocalLogin';
    await db.db
      .insert(setting)
      .values({ name, value: 'false', providerName: 'G' })
      .onConflictDoNothing();
    const rows = await db.db.select().from(setting).where(eq(setting.name, name));
    expect(rows).toEqual([expect.objectContaining({ value: 'true', providerKey: null })]);
  });

  it('production seed leaves the payment switches off', async () => {
    const db = await freshDatabase({ demo: false });
    cleanups.push(() => db.close());
    const rows = await db.db.select().from(setting);
    const payment = rows.filter((r) => r.name.includes('PaymentProviderEnabled'));
    expect(payment.map((r) => r.value)).toEqual(Array(5).fill('False'));
  });
});
