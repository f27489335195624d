import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseOptions } from '../db/client.ts';
import { freshDatabase, pgliteSnapshot } from './fresh-db.ts';
import { fakeStaticDir } from './test-app.ts';

/** Steps that undo what a test made, run in reverse order by the test file's `afterAll`. */
export type Cleanups = (() => Promise<unknown>)[];

export async function runCleanups(cleanups: Cleanups): Promise<void> {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

/**
 * A migrated, unseeded database for real server processes, as on a second start (no initdb):
 * a PGlite data directory, or a fresh PostgreSQL database when the suite runs on DATABASE_URL.
 * `env` is a laptop's `npm start` environment (no HOST, NODE_ENV, DEMO…) pointed at it.
 */
export async function serverLocation(cleanups: Cleanups, opts: { pglite?: boolean } = {}) {
  const root = await mkdtemp(path.join(tmpdir(), 'gotrack-process-'));
  const staticDir = await fakeStaticDir();
  cleanups.push(() => rm(root, { recursive: true, force: true }));
  cleanups.push(() => rm(staticDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', STATIC_DIR: staticDir };
  for (const name of ['DATABASE_URL', 'HOST', 'NODE_ENV', 'DEMO', 'ADMIN_PASSWORD', 'LOG_LEVEL']) {
    delete env[name];
  }
  const location: DatabaseOptions = { dataDir: path.join(root, 'data'), databaseUrl: null };
  if (process.env.DATABASE_URL && !opts.pglite) {
    const holder = await freshDatabase({ seed: false });
    cleanups.push(() => holder.close());
    location.databaseUrl = env.DATABASE_URL = holder.url ?? '';
  } else {
    await mkdir(location.dataDir, { recursive: true });
    const pg = await PGlite.create({
      dataDir: path.join(location.dataDir, 'pg'),
      loadDataDir: await pgliteSnapshot(),
    });
    await pg.close();
    env.DATA_DIR = location.dataDir;
  }
  return { env, location };
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves to the first match of `pattern` in the output; rejects if the process exits. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** Where it listens, from its "listening" log line. */
  listening(): Promise<{ origin: string; address: string }>;
  /** Exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** `node server/main.ts` as `npm start` runs it, with `env` as its whole environment. */
export function spawnServer(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    { env },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const waitFor = async (pattern: RegExp, timeoutMs = 60_000) => {
    // Generous: start-up on a loaded two-core machine takes seconds, and it is polled, not slept.
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = pattern.exec(output);
      if (match) return match;
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited before ${pattern}:\n${output}`);
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
      await sleep(50);
    }
  };
  return {
    child,
    output: () => output,
    waitFor,
    exited,
    async listening() {
      const [line = ''] = await waitFor(/^.*"msg":"listening".*$/m);
      const { port, address } = JSON.parse(line) as { port: number; address: string };
      const host = address.includes(':') ? `[${address}]` : address;
      return { origin: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`, address };
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
