import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { VapidKeys } from '../../config-push.ts';
import type { Db } from '../../db/client.ts';
import { authSecret } from '../../db/schema.ts';

/**
 * The server's VAPID key pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: generated
 * once into `<dataDir>/vapid.json` (owner-only) and read on every start — browsers subscribed
 * with the public key, so a new pair would silence every subscription. Servers sharing one
 * PostgreSQL share the pair through the database instead: see `loadOrCreateSharedVapidKeys`.
 */
export async function loadOrCreateVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, 'vapid.json');
  try {
    return parseKeys(await readFile(file, 'utf8'), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  try {
    // `wx`: a second process starting at the same moment keeps the first one's pair.
    await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return parseKeys(await readFile(file, 'utf8'), file);
  }
  return keys;
}

const SHARED_NAME = 'push.vapid-keys';

/**
 * On PostgreSQL (several servers may share the database, each with its own DATA_DIR): the pair
 * is kept in `auth_secret` beside the sign-in secrets. The first start stores it — the pair an
 * earlier single server left in `<dataDir>/vapid.json` if there is one, so its subscriptions
 * keep working — and processes starting together all keep the pair whose insert won.
 */
export async function loadOrCreateSharedVapidKeys(db: Db, dataDir: string): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db.select().from(authSecret).where(eq(authSecret.name, SHARED_NAME));
    return row && parseKeys(row.value, `auth_secret ${SHARED_NAME}`);
  };
  const stored = await read();
  if (stored) return stored;
  const earlier = await readFile(path.join(dataDir, 'vapid.json'), 'utf8').catch(() => null);
  const keys = earlier ? parseKeys(earlier, 'vapid.json') : webPush.generateVAPIDKeys();
  const value = JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey });
  await db.insert(authSecret).values({ name: SHARED_NAME, value }).onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error(`the VAPID key pair was not stored`);
  return kept;
}

function parseKeys(text: string, file: string): VapidKeys {
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${file} does not hold a VAPID key pair (publicKey, privateKey)`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
