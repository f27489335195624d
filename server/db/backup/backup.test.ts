import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_PHONE } from '../../modules/identity/seed.ts';
import { call, signIn, type Served } from '../../test/cluster-fixtures.ts';
import { dropDatabase } from '../../test/fresh-db.ts';
import {
  runCleanups,
  serverLocation,
  spawnServer,
  type Cleanups,
} from '../../test/server-process.ts';

// `npm run backup` and `npm run restore`, as an operator runs them, around real servers: what
// the first server stored is found by a fresh server on the restored copy.

const onPostgres = !!process.env.DATABASE_URL;
const PROFILE = '/api/app/mobileIdentityUser/profile';
const cleanups: Cleanups = [];
afterAll(() => runCleanups(cleanups), 60_000);

/** `npm run <script> -- …args` with `env`: its exit code and everything it printed. */
async function npmRun(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', `scripts/${script}.ts`, ...args],
    { env },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

async function start(env: NodeJS.ProcessEnv, name: string): Promise<Served> {
  const process = spawnServer(env);
  cleanups.push(() => process.stop());
  return { name, process, origin: (await process.listening()).origin };
}

async function ownerToken(server: Served) {
  const signedIn = await signIn(server, server, DEMO_OWNER_PHONE);
  expect(signedIn.status).toBe(200);
  return signedIn.body.access_token;
}

const rename = (server: Served, token: string, firstName: string) =>
  call(server, PROFILE, {
    method: 'PUT',
    token,
    json: { firstName, lastName: 'Operator', email: 'backup.owner@example.com' },
  });

/** Where a restore goes: an empty data directory, or an empty database on the same server. */
async function emptyLocation(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  const fresh = { ...env };
  if (onPostgres) {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `t_restore_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(() => dropDatabase(serverUrl, name));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    fresh.DATABASE_URL = url.href;
  } else {
    const root = await mkdtemp(path.join(tmpdir(), 'gotrack-restored-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    fresh.DATA_DIR = path.join(root, 'data');
  }
  return fresh;
}

describe('backup and restore', () => {
  it('restores a backup into a fresh server, which finds the data', async () => {
    const { env } = await serverLocation(cleanups);
    // The owner signs in to both servers within seconds; the restored copy remembers the first.
    env.OTP_RESEND_SECONDS = '0';
    const backups = await mkdtemp(path.join(tmpdir(), 'gotrack-backups-'));
    cleanups.push(() => rm(backups, { recursive: true, force: true }));
    const target = path.join(backups, 'nightly');

    const first = await start(env, 'first');
    const token = await ownerToken(first);
    expect((await rename(first, token, 'Backed-up')).status).toBe(200);

    if (onPostgres) {
      // pg_dump reads one snapshot: taken while the server runs and writes.
      const backup = await npmRun('backup', [target], env);
      expect(backup.code, backup.output).toBe(0);
      expect((await rename(first, token, 'After the backup')).status).toBe(200);
      await first.process.stop();
    } else {
      // PGlite lives inside the server process: the backup waits for it to stop.
      const refused = await npmRun('backup', [target], env);
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/stop the server/i);
      expect(await first.process.stop()).toBe(0);
      const backup = await npmRun('backup', [target], env);
      expect(backup.code, backup.output).toBe(0);
    }
    expect(await readdir(target)).toContain('backup.json');

    // Never over a database that exists: the first server's is left alone.
    const over = await npmRun('restore', [target], env);
    expect(over.code).not.toBe(0);
    expect(over.output).toMatch(/not empty|already holds/i);

    const freshEnv = await emptyLocation(env);
    const restored = await npmRun('restore', [target], freshEnv);
    expect(restored.code, restored.output).toBe(0);

    const second = await start(freshEnv, 'second');
    const profile = await call(second, PROFILE, { token: await ownerToken(second) });
    expect(profile.status).toBe(200);
    expect(JSON.parse(profile.text)).toMatchObject({
      firstName: 'Backed-up',
      lastName: 'Operator',
    });
    // The tokens the first server signed are still good: the signing keys came back too.
    expect((await call(second, PROFILE, { token })).status).toBe(200);
  }, 240_000);
});
