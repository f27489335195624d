import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Readiness } from '../../../src/api/contract/health.ts';
import { MIGRATIONS_DIR, type Db } from '../../db/client.ts';
import { poolOf } from '../../db/pool-stats.ts';

/** One answer serves probes for this long: a flood of them costs one query a second. */
const FRESH_MS = 1000;
/** A database that takes longer than this to answer counts as unreachable. */
export const READY_TIMEOUT_MS = 2000;

type Check = Pick<Readiness, 'database' | 'migrations'>;

/** The migrations this build knows: how many, and the time stamp of the last (drizzle's key). */
async function knownMigrations(): Promise<{ count: number; last: number }> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return { count: journal.entries.length, last: Math.max(...journal.entries.map((e) => e.when)) };
}

/** PostgreSQL's "undefined table": the database answered, but was never migrated. */
function isUnmigrated(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '42P01') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether the database answers and holds every migration of this build (drizzle's own table:
 * one row per applied migration, keyed by its journal time stamp). A database migrated by a
 * newer build counts as up to date: its migrations only add to what this build uses.
 */
export function readinessCheck(db: Db): () => Promise<Check> {
  const known = knownMigrations();
  const kind = poolOf(db).driver;
  let last: { at: number; check: Promise<Check> } | null = null;

  async function check(): Promise<Check> {
    const expected = await known;
    const started = performance.now();
    try {
      const result = await withTimeout(
        db.execute(sql`select count(*)::int as applied, max(created_at)::text as latest
          from drizzle.__drizzle_migrations`),
        READY_TIMEOUT_MS,
      );
      const [row] = (result as { rows: { applied: number; latest: string | null }[] }).rows;
      const ms = Math.round(performance.now() - started);
      return {
        database: { kind, reachable: true, ms },
        migrations: {
          applied: row?.applied ?? 0,
          expected: expected.count,
          upToDate: Number(row?.latest ?? 0) >= expected.last,
        },
      };
    } catch (err) {
      const answered = isUnmigrated(err);
      return {
        database: {
          kind,
          reachable: answered,
          ms: answered ? Math.round(performance.now() - started) : null,
        },
        migrations: { applied: answered ? 0 : null, expected: expected.count, upToDate: false },
      };
    }
  }

  return () => {
    if (!last || performance.now() - last.at > FRESH_MS) {
      last = { at: performance.now(), check: check() };
    }
    return last.check;
  };
}
