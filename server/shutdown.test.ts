import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { appMeta } from './db/schema.ts';
import { shutdown } from './shutdown.ts';
import { freshDatabase, pgliteSnapshot } from './test/fresh-db.ts';
import { fakeStaticDir, testConfig } from './test/test-app.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then closes the database', async () => {
    const database = await freshDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db });
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    // The request ends when the test lets it, once the shutdown has begun (not after a sleep).
    let finish!: () => void;
    const released = new Promise<void>((resolve) => (finish = resolve));
    app.get('/api/test/slow', async () => {
      started();
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const response = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await arrived;
    const closing = shutdown(app, database);
    finish();
    const res = await response;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/config.json`)).rejects.toThrow();
  });

  it('`node server/main.ts` exits 0 on SIGTERM with its data intact', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'gotrack-main-'));
    const staticDir = await fakeStaticDir();
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    cleanups.push(() => rm(staticDir, { recursive: true, force: true }));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
    };
    delete env.DATABASE_URL;
    const location = { dataDir: path.join(root, 'data'), databaseUrl: null as string | null };
    if (process.env.DATABASE_URL) {
      const holder = await freshDatabase({ seed: false });
      cleanups.push(() => holder.close());
      location.databaseUrl = env.DATABASE_URL = holder.url ?? '';
    } else {
      // An existing (migrated, unseeded) data directory: skips initdb, as on a second start.
      await mkdir(location.dataDir, { recursive: true });
      const pg = await PGlite.create({
        dataDir: path.join(location.dataDir, 'pg'),
        loadDataDir: await pgliteSnapshot(),
      });
      await pg.close();
      env.DATA_DIR = location.dataDir;
    }

    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
      { env },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit');
    // Waits for the "listening" line itself (the test's own timeout bounds it); a server that
    // exits first fails the test with its output.
    const ready = await new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = /"startupMs":(\d+).*"msg":"listening"/.exec(output);
        if (match) resolve(match);
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      child.once('exit', (code) => reject(new Error(`main.ts exited (${code}):\n${output}`)));
      check();
    });
    const port = Number(/"port":(\d+)/.exec(output)?.[1]);
    console.info(`main.ts start-up: ${ready[1]} ms`);

    expect((await fetch(`http://127.0.0.1:${port}/config.json`)).status).toBe(200);
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code, output).toBe(0);
    expect(output).toContain('shut down cleanly');

    const reopened = await openDatabase(location);
    expect((await reopened.db.select().from(appMeta)).map((m) => m.key)).toEqual(['seeded']);
    await reopened.close();
  }, 120_000);
});
