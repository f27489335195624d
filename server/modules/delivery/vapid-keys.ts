import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { VapidKeys } from '../../config-push.ts';

/**
 * The server's VAPID key pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set: generated
 * once into `<dataDir>/vapid.json` (owner-only) and read on every start — browsers subscribed
 * with the public key, so a new pair would silence every subscription. Servers sharing one
 * PostgreSQL must share one pair: set the variables there.
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

function parseKeys(text: string, file: string): VapidKeys {
  const keys = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${file} does not hold a VAPID key pair (publicKey, privateKey)`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
