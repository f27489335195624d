// bench:scale's PostgreSQL: DATABASE_URL when set, else a throw-away cluster made here (like
// .ci/run: Debian's server binaries, initdb in a temporary directory, 127.0.0.1 on a free port,
// durability off), stopped by its PID at the end.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const dir = versions.map((v) => path.join(root, v, 'bin')).findLast((d) => existsSync(d));
  if (!dir)
    throw new Error('no PostgreSQL server under /usr/lib/postgresql: apt-get install postgresql');
  return dir;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function benchPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const bin = binDir();
  const root = process.getuid?.() === 0;
  // initdb and postgres refuse to run as root: as root they run as the postgres user.
  const asPg = (cmd: string, args: string[]) =>
    root ? (['runuser', ['-u', 'postgres', '--', cmd, ...args]] as const) : ([cmd, args] as const);
  const dir = mkdtempSync(path.join(tmpdir(), 'gotrack-bench-pg-'));
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = asPg(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  execFileSync(initCmd, [...initArgs], { cwd: '/', stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = asPg(path.join(bin, 'postgres'), [
    ...['-D', data, '-h', '127.0.0.1', '-p', String(port), '-k', dir],
    ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ...['-c', 'shared_buffers=256MB', '-c', 'max_wal_size=4GB'],
  ]);
  const launcher = spawn(cmd, [...args], { cwd: '/', stdio: 'ignore' });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let waited = 0; ; waited += 250) {
    const client = new pg.Client({ connectionString: url });
    const up = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => {});
    if (up) break;
    if (waited > 60_000 || launcher.exitCode !== null) throw new Error('PostgreSQL did not start');
    await sleep(250);
  }
  // The postmaster's own PID (the launcher may be runuser around it).
  const pid = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url,
    async stop() {
      process.kill(pid, 'SIGINT'); // fast shutdown
      while (launcher.exitCode === null && launcher.signalCode === null) await sleep(100);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
