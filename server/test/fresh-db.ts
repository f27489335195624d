import { createHash, randomBytes } from 'node:crypto';
import { open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, pgliteHandle, postgresHandle, type DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../db/seed.ts';
import { DEMO_ADMIN_PASSWORD } from '../modules/identity/seed.ts';

/**
 * A fresh, migrated database per test file. PGlite: a new data directory costs 4–7 s (initdb),
 * so one migrated snapshot is made per migrations version (cached in the OS temp dir) and each
 * file gets an in-memory clone (~0.5 s). DATABASE_URL set: a new database on that server, dropped
 * on close.
 */
export interface TestDatabase extends DatabaseHandle {
  /** The fresh database's URL on PostgreSQL (for child processes); null on PGlite. */
  url: string | null;
}

export interface FreshOptions {
  /** Seed like a first start (default true, demo mode). */
  seed?: boolean;
  demo?: boolean;
}

export async function freshDatabase(opts: FreshOptions = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const handle = url ? await freshPostgres(url) : await freshPglite();
  if (opts.seed ?? true) {
    // Tests sign in as the administrator with the password e2e sets too.
    await seedDatabase(handle.db, { demo: opts.demo ?? true, adminPassword: DEMO_ADMIN_PASSWORD });
  }
  return handle;
}

async function freshPglite(): Promise<TestDatabase> {
  const client = await PGlite.create({ loadDataDir: await pgliteSnapshot() });
  return { ...(await pgliteHandle(client)), url: null };
}

async function freshPostgres(serverUrl: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href });
  // DROP DATABASE … WITH (FORCE) at the end terminates connections other handles of a test (an
  // app restarted on the same database) may still hold; pg reports that as a pool error, which
  // is expected here and must not surface as an unhandled error.
  pool.on('error', () => undefined);
  const handle = await postgresHandle(pool);
  await handle.migrate();
  return {
    ...handle,
    url: url.href,
    async close() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/**
 * FORCE terminates the database's other sessions, an autovacuum worker among them; a role that is
 * not a superuser may not end that worker ("must be a member of the role whose process is being
 * terminated or member of pg_signal_backend"), so the drop is tried again once the worker is gone.
 * A database left behind is only litter on a throw-away server: it never fails a test.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const dropper = new pg.Client({ connectionString: serverUrl });
    try {
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if (attempt >= 10) {
        console.warn(`test database ${name} left behind: ${String(error)}`);
        return;
      }
      await sleep(200 * attempt);
    } finally {
      await dropper.end().catch(() => undefined);
    }
  }
}

let snapshot: Promise<Blob> | undefined;

/** The migrated PGlite data directory as a tarball (also for tests that need it on disk). */
export function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= loadOrCreateSnapshot();
  return snapshot;
}

async function migrationsKey(): Promise<string> {
  // A new PGlite may not read an older data directory, so its version is part of the key.
  const pglitePackage = path.resolve('node_modules/@electric-sql/pglite/package.json');
  const hash = createHash('sha256').update(await readFile(pglitePackage).catch(() => ''));
  const files = (await readdir(MIGRATIONS_DIR, { recursive: true })).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if ((await stat(full)).isFile()) hash.update(file).update(await readFile(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function loadOrCreateSnapshot(): Promise<Blob> {
  const file = path.join(tmpdir(), `gotrack-test-pglite-${await migrationsKey()}.tar`);
  const lock = `${file}.lock`;
  for (let waited = 0; ; waited += 200) {
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // not made yet
    }
    // Test files run in parallel workers: one makes the snapshot, the others wait for it.
    const handle = await open(lock, 'wx').catch(() => null);
    if (handle) {
      try {
        await writeSnapshot(file);
      } finally {
        await handle.close();
        await unlink(lock).catch(() => {});
      }
      continue;
    }
    // A lock left by a killed run is older than any real snapshot build.
    const age = await stat(lock).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > 120_000) await unlink(lock).catch(() => {});
    if (waited > 120_000) throw new Error(`timed out waiting for ${lock}`);
    await sleep(200);
  }
}

async function writeSnapshot(file: string): Promise<void> {
  const client = await PGlite.create();
  const handle = await pgliteHandle(client);
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file); // atomic: readers never see half a file
  // Snapshots of older migration sets are dead weight (40 MB each).
  const dir = path.dirname(file);
  for (const name of await readdir(dir)) {
    if (/^gotrack-test-pglite-\w+\.tar$/.test(name) && name !== path.basename(file)) {
      await unlink(path.join(dir, name)).catch(() => {});
    }
  }
}
