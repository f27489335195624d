import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteSnapshot } from '../test/fresh-db.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function dataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'gotrack-lock-'));
  dirs.push(dir);
  return dir;
}

/** The PID of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(String(child.stdout));
}

const ownerOf = async (dir: string) =>
  JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number };

describe('data directory lock', () => {
  it('lets one holder in, names it to the next, and is gone once released', async () => {
    const dir = await dataDir();
    const lock = await lockDataDir(dir);
    expect((await ownerOf(dir)).pid).toBe(process.pid);
    const second = lockDataDir(dir);
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(`process ${process.pid}`);
    await lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    await (await lockDataDir(dir)).release();
  });

  it('takes over the lock of a process that is gone, once even when two try at once', async () => {
    const dir = await dataDir();
    const stale = { pid: deadPid(), started: null, since: '2020-01-01T00:00:00.000Z' };
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify(stale));
    const results = await Promise.allSettled([lockDataDir(dir), lockDataDir(dir)]);
    const taken = results.filter((r) => r.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    expect((await ownerOf(dir)).pid).toBe(process.pid);
    await (taken[0] as PromiseFulfilledResult<{ release(): Promise<void> }>).value.release();
  });

  it('tells a reused PID from its owner by the start time (containers restart as PID 1)', async () => {
    const dir = await dataDir();
    const reused = { pid: process.pid, started: '1', since: '2020-01-01T00:00:00.000Z' };
    await writeFile(path.join(dir, LOCK_FILE), JSON.stringify(reused));
    await (await lockDataDir(dir)).release();
  });

  it('waits for a lock being written; an old unreadable one is a leftover', async () => {
    const dir = await dataDir();
    const file = path.join(dir, LOCK_FILE);
    await writeFile(file, '');
    await expect(lockDataDir(dir)).rejects.toThrow(/a server that is starting/);
    const old = new Date(Date.now() - 60_000);
    await utimes(file, old, old);
    await (await lockDataDir(dir)).release();
  });

  it('guards PGlite: a second open of one directory is refused until the first closes', async () => {
    const location = { dataDir: await dataDir(), databaseUrl: null };
    // From the migrated snapshot: a new directory's initdb would take most of the test.
    await (
      await PGlite.create({
        dataDir: path.join(location.dataDir, 'pg'),
        loadDataDir: await pgliteSnapshot(),
      })
    ).close();
    const first = await openDatabase(location);
    await expect(openDatabase(location)).rejects.toThrow(DataDirLockedError);
    await first.close();
    await (await openDatabase(location)).close();
  }, 60_000);
});
