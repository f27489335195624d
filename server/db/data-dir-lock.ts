import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One PGlite data directory, one server: PGlite has no locking of its own, and two processes on
 * one directory corrupt it. A lock file in the directory names its owner; it is created
 * atomically (`wx`), removed on a clean stop, and taken over when its owner is gone (kill -9,
 * power loss).
 */
export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): Promise<void>;
}

interface Owner {
  pid: number;
  /** Start time in clock ticks since boot (Linux): a reused PID is told from its owner. */
  started: string | null;
  since: string;
}

// A lock being written, or a takeover under way, is left alone this long before it counts as
// the leftover of a process that died at that very moment.
const SETTLE_MS = 10_000;
const GIVE_UP_MS = 15_000;

function startTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    // EPERM: it exists, under another user.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTicks(owner.pid);
  return !owner.started || !started || started === owner.started;
}

function parseOwner(text: string): Owner | null {
  try {
    const owner = JSON.parse(text) as Owner;
    return Number.isInteger(owner.pid) && owner.pid > 0 ? owner : null;
  } catch {
    return null;
  }
}

const ageMs = (file: string) =>
  stat(file).then(
    (s) => Date.now() - s.mtimeMs,
    () => 0,
  );
const removeIf = (file: string) =>
  unlink(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });

/** Removes the lock if it still holds `seen`, one process at a time (a guard file, `wx` too). */
async function takeOver(file: string, seen: string): Promise<void> {
  const guardFile = `${file}.takeover`;
  const guard = await open(guardFile, 'wx').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'EEXIST') return null;
    throw err;
  });
  if (!guard) {
    if ((await ageMs(guardFile)) > SETTLE_MS) await removeIf(guardFile);
    else await sleep(100);
    return;
  }
  try {
    // Another process may have taken over between our read and our guard: keep its lock.
    const now = await readFile(file, 'utf8').catch(() => null);
    if (now === seen) await removeIf(file);
  } finally {
    await guard.close();
    await removeIf(guardFile);
  }
}

function lockedMessage(dataDir: string, owner: Owner | null): string {
  const who = owner ? `process ${owner.pid} (since ${owner.since})` : 'a server that is starting';
  return (
    `The data directory ${dataDir} is in use by another server: ${who}.\n` +
    'Stop that server first, or give this one its own DATA_DIR. (Several servers can share ' +
    'one PostgreSQL database: DATABASE_URL.)'
  );
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({
    pid: process.pid,
    started: startTicks(process.pid),
    since: new Date().toISOString(),
  } satisfies Owner);
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const handle = await open(file, 'wx').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'EEXIST') return null;
      throw err;
    });
    if (handle) {
      try {
        await handle.writeFile(mine);
      } finally {
        await handle.close();
      }
      return ownLock(file, mine);
    }
    const seen = await readFile(file, 'utf8').catch(() => null);
    if (seen === null) continue; // released meanwhile
    const owner = parseOwner(seen);
    const stale = owner ? !isAlive(owner) : (await ageMs(file)) > SETTLE_MS;
    if (!stale) throw new DataDirLockedError(lockedMessage(dataDir, owner));
    await takeOver(file, seen);
  }
  throw new DataDirLockedError(lockedMessage(dataDir, null));
}

function ownLock(file: string, mine: string): DataDirLock {
  // Only our own lock is removed: after a takeover the file may name someone else.
  const releaseSync = () => {
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  // A start-up that fails after the lock (process.exit) still leaves the directory free.
  process.once('exit', releaseSync);
  return {
    async release() {
      process.off('exit', releaseSync);
      releaseSync();
    },
  };
}
