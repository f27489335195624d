import { chmod, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseOptions } from '../client.ts';
import { BackupError, readManifest, writeManifest } from './manifest.ts';
import { backupPglite, restorePglite } from './pglite.ts';
import { backupPostgres, restorePostgres } from './postgres.ts';

export { BackupError } from './manifest.ts';

/** `backups/gotrack-2026-11-29T05-30-00Z` under the working directory. */
export const defaultBackupDir = (now = new Date()) =>
  path.resolve('backups', `gotrack-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z`);

/**
 * Backs up the database the server would open with `location` (DATABASE_URL, else PGlite in
 * DATA_DIR) into the directory `target`, which must not exist. It is written under a `.partial`
 * name and renamed when complete, so a directory of that name is a whole backup. Owner-only
 * permissions: it holds password hashes and the token signing keys.
 */
export async function backup(location: DatabaseOptions, target = defaultBackupDir()) {
  if (
    await stat(target).then(
      () => true,
      () => false,
    )
  ) {
    throw new BackupError(`${target} exists already: name a new directory`);
  }
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true, mode: 0o700 });
  try {
    const kind = location.databaseUrl ? 'postgres' : 'pglite';
    const made = location.databaseUrl
      ? await backupPostgres(location.databaseUrl, partial)
      : await backupPglite(location.dataDir, partial);
    await writeManifest(partial, {
      app: 'gotrack',
      format: 1,
      kind,
      createdAt: new Date().toISOString(),
      ...made,
    });
    await chmod(partial, 0o700);
    await rename(partial, target);
    return target;
  } catch (err) {
    await rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/** Restores `source` into the empty database `location` names (never over data). */
export async function restore(location: DatabaseOptions, source: string) {
  const manifest = await readManifest(source);
  const into = location.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== into) {
    const named = { pglite: 'PGlite (DATA_DIR)', postgres: 'PostgreSQL (DATABASE_URL)' };
    throw new BackupError(
      `${source} is a backup of ${named[manifest.kind]}, the configuration names ${named[into]}: restore it into the same kind of database`,
    );
  }
  if (location.databaseUrl) await restorePostgres(location.databaseUrl, source);
  else await restorePglite(location.dataDir, source);
  return manifest;
}
