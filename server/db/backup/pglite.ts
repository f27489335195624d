import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, lockDataDir } from '../data-dir-lock.ts';
import { BackupError } from './manifest.ts';

export const ARCHIVE_FILE = 'pgdata.tar.gz';
/** Beside the database in DATA_DIR: the VAPID pair the stored push subscriptions were made for. */
const KEPT_FILES = ['vapid.json'];

const exists = (file: string) =>
  readFile(file).then(
    () => true,
    () => false,
  );

/** Takes the data directory as a server would; a running server has it (data-dir-lock.ts). */
async function lock(dataDir: string) {
  try {
    return await lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(
      `Stop the server first. ${err.message}\nPGlite runs inside the server process: its files are consistent only once it has stopped.`,
    );
  }
}

/**
 * PGlite's own archive of its data directory (`dumpDataDir`), made with the server stopped:
 * PGlite runs inside the server's process, so no other process can read the database while it
 * runs, a copy of the files then could be torn mid-write, and dumping from inside the server
 * would hold its event loop for the whole copy.
 */
export async function backupPglite(dataDir: string, dir: string) {
  const pgDir = path.join(dataDir, 'pg');
  if (!(await exists(path.join(pgDir, 'PG_VERSION')))) {
    throw new BackupError(`There is no database in ${pgDir} (DATA_DIR): nothing to back up`);
  }
  const held = await lock(dataDir);
  try {
    const db = await PGlite.create(pgDir);
    try {
      const server = (await db.query<{ v: string }>('select version() as v')).rows[0]!.v;
      const migrations = (
        await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
      ).rows[0]!.n;
      const archive = await db.dumpDataDir('gzip');
      await writeFile(path.join(dir, ARCHIVE_FILE), Buffer.from(await archive.arrayBuffer()), {
        mode: 0o600,
      });
      for (const name of KEPT_FILES) {
        if (await exists(path.join(dataDir, name)))
          await copyFile(path.join(dataDir, name), path.join(dir, name));
      }
      return { server, migrations };
    } finally {
      await db.close();
    }
  } finally {
    await held.release();
  }
}

/** Into a DATA_DIR without a database only (a new one, or the old one moved aside). */
export async function restorePglite(dataDir: string, dir: string): Promise<void> {
  const pgDir = path.join(dataDir, 'pg');
  const present = await readdir(pgDir).catch(() => [] as string[]);
  if (present.length > 0) {
    throw new BackupError(
      `${dataDir} already holds a database (${pgDir}): restore into an empty DATA_DIR, or move that one aside first`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const held = await lock(dataDir);
  try {
    const archive = new Blob([await readFile(path.join(dir, ARCHIVE_FILE))]);
    const db = await PGlite.create({ dataDir: pgDir, loadDataDir: archive });
    await db.query('select 1 from drizzle.__drizzle_migrations limit 1');
    await db.close();
    for (const name of KEPT_FILES) {
      if (!(await exists(path.join(dir, name)))) continue;
      await writeFile(path.join(dataDir, name), await readFile(path.join(dir, name)), {
        mode: 0o600,
      });
    }
  } finally {
    await held.release();
  }
}
