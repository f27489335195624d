import { chmod } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './manifest.ts';
import { connectionOf, pgTool, runTool } from './pg-tools.ts';

export const DUMP_FILE = 'database.dump';

async function withClient<T>(databaseUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump's custom format: one consistent snapshot of the whole database (a repeatable-read
 * transaction), taken while servers keep running and writing; restored by pg_restore. Owners and
 * grants are left out, so any role that owns the target database can restore it.
 */
export async function backupPostgres(databaseUrl: string, dir: string) {
  const { server, migrations } = await withClient(databaseUrl, async (c) => ({
    server: (await c.query<{ v: string }>('select version() as v')).rows[0]!.v,
    migrations: (
      await c.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
    ).rows[0]!.n,
  }));
  const { url, env } = connectionOf(databaseUrl);
  const file = path.join(dir, DUMP_FILE);
  const dump = await pgTool('pg_dump');
  await runTool(
    dump,
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`],
    env,
  );
  await chmod(file, 0o600);
  return { server, migrations };
}

/** Into an empty database only, in one transaction: a restore that fails leaves it empty. */
export async function restorePostgres(databaseUrl: string, dir: string): Promise<void> {
  const tables = await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema')`);
    return rows[0]!.n;
  });
  const { url, env } = connectionOf(databaseUrl);
  if (tables > 0) {
    throw new BackupError(
      `The database ${url} is not empty (${tables} tables): restore into a new, empty database (createdb) and point DATABASE_URL at it`,
    );
  }
  const restore = await pgTool('pg_restore');
  await runTool(
    restore,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      path.join(dir, DUMP_FILE),
    ],
    env,
  );
}
