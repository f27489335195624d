import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { position, vehicle } from './db/schema.ts';
import { runCleanups, serverLocation, spawnServer, type Cleanups } from './test/server-process.ts';

// One PGlite data directory, one server: a second one must refuse instead of corrupting it, and
// a server killed mid-ingest must neither block the next start nor lose an acknowledged position.

const cleanups: Cleanups = [];
afterAll(() => runCleanups(cleanups));

const DEVICE = 'demo-025';
const DAY = 86_400_000;
// Two days ago, on a whole day: well within the positions' retention (a restart deletes older
// ones) and a day apart from the simulator's fixes of the same vehicle, which are dated now.
const FIRST_FIX = Math.floor(Date.now() / DAY) * DAY - 2 * DAY;

/** Sends fixes one second apart from several loops until the server stops answering. */
function ingestUntilDown(origin: string, acknowledged: Set<number>) {
  let next = 0;
  const loop = async () => {
    for (;;) {
      const time = FIRST_FIX + next++ * 1000;
      const query = new URLSearchParams({
        id: DEVICE,
        lat: '33.5',
        lon: '36.3',
        timestamp: String(time / 1000),
      });
      try {
        const res = await fetch(`${origin}/ingest/osmand?${query}`, { method: 'POST' });
        if (res.status === 200) acknowledged.add(time);
      } catch {
        return; // the server is gone
      }
    }
  };
  return Promise.all(Array.from({ length: 6 }, loop));
}

describe('one data directory, one server', () => {
  it('refuses a second server, survives kill -9 mid-ingest with every acknowledged fix', async () => {
    const { env, location } = await serverLocation(cleanups, { pglite: true });
    const first = spawnServer(env);
    cleanups.push(() => first.stop('SIGKILL'));
    const { origin } = await first.listening();

    const second = spawnServer(env);
    cleanups.push(() => second.stop('SIGKILL'));
    const outcome = await Promise.race([
      second.exited.then((code) => `exited ${code}`),
      second.listening().then(() => 'listening'),
    ]);
    expect(outcome, second.output()).toBe('exited 1');
    expect(second.output()).toContain(`process ${first.child.pid}`);
    expect(second.output()).toContain(location.dataDir);

    const acknowledged = new Set<number>();
    const ingesting = ingestUntilDown(origin, acknowledged);
    await expect
      .poll(() => acknowledged.size, { timeout: 60_000, interval: 20 })
      .toBeGreaterThan(40);
    first.child.kill('SIGKILL');
    await ingesting;
    expect(await first.exited).toBeNull();
    expect(existsSync(path.join(location.dataDir, 'server.lock'))).toBe(true);

    // The lock of the killed process is stale: the next server takes it over.
    const third = spawnServer(env);
    cleanups.push(() => third.stop('SIGKILL'));
    await third.listening();
    expect(await third.stop('SIGTERM'), third.output()).toBe(0);
    expect(existsSync(path.join(location.dataDir, 'server.lock'))).toBe(false);

    const reopened = await openDatabase(location);
    try {
      const [car] = await reopened.db
        .select({ id: vehicle.id })
        .from(vehicle)
        .where(eq(vehicle.trackingDeviceId, DEVICE));
      const stored = await reopened.db
        .select({ time: position.time })
        .from(position)
        .where(
          and(
            eq(position.vehicleId, car!.id),
            gte(position.time, new Date(FIRST_FIX)),
            lt(position.time, new Date(FIRST_FIX + DAY)),
          ),
        );
      const times = new Set(stored.map((p) => p.time.getTime()));
      const lost = [...acknowledged].filter((t) => !times.has(t));
      expect(lost).toEqual([]);
    } finally {
      await reopened.close();
    }
  }, 300_000);
});
