import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authSecret } from '../../db/schema.ts';
import { freshDatabase, type TestDatabase } from '../../test/fresh-db.ts';
import { loadOrCreateSharedVapidKeys } from './vapid-keys.ts';

// Several servers on one PostgreSQL, each with its own DATA_DIR, must push with one VAPID pair:
// browsers subscribed with its public key.

let database: TestDatabase;
let dirs: string[];
beforeAll(async () => {
  database = await freshDatabase({ seed: false });
  dirs = await Promise.all([1, 2, 3].map(() => mkdtemp(path.join(tmpdir(), 'gotrack-vapid-'))));
});
afterAll(async () => {
  await database.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

it('gives servers starting together one pair, kept across restarts', async () => {
  const pairs = await Promise.all(dirs.map((dir) => loadOrCreateSharedVapidKeys(database.db, dir)));
  expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
  expect(Buffer.from(pairs[0]!.publicKey, 'base64url')).toHaveLength(65);
  expect(await loadOrCreateSharedVapidKeys(database.db, dirs[2]!)).toEqual(pairs[0]);
});

it('keeps the pair an earlier single server left in its data directory', async () => {
  await database.db.delete(authSecret).where(eq(authSecret.name, 'push.vapid-keys'));
  const earlier = webPush.generateVAPIDKeys();
  await writeFile(path.join(dirs[0]!, 'vapid.json'), JSON.stringify(earlier));
  expect(await loadOrCreateSharedVapidKeys(database.db, dirs[0]!)).toEqual(earlier);
  expect(await loadOrCreateSharedVapidKeys(database.db, dirs[1]!)).toEqual(earlier);
});
