// Shared by the server benchmarks (live-location.ts, ingest.ts): a fleet in a real database,
// timing statistics and the budget verdict. Run by hand, never by vitest (no *.test.ts here).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request, type Agent } from 'node:http';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../server/db/client.ts';
import { vehicle } from '../../server/db/schema.ts';
import { createUser } from '../../server/modules/identity/users.ts';
import { createTrackAccount } from '../../server/modules/track-accounts/associations.ts';
import { grantDemoPlan } from '../../server/modules/vehicles/seed.ts';

export interface Fleet {
  trackAccountId: string;
  vehicleIds: string[];
  deviceIds: string[];
}

/**
 * A business track account with an active plan (every feature on) and `vehicles` vehicles with
 * devices `<prefix>-00001`…; with `ownerPhone`, a new user who owns it.
 */
export async function createFleet(
  db: Db,
  opts: { name: string; vehicles: number; devicePrefix: string; ownerPhone?: string },
): Promise<Fleet> {
  const members = [];
  if (opts.ownerPhone) {
    const owner = await createUser(db, {
      tenantId: null,
      userName: opts.ownerPhone,
      phoneNumber: opts.ownerPhone,
      firstName: 'Bench',
      lastName: 'Owner',
      email: `bench-${opts.devicePrefix}@example.com`,
      emailVerified: true,
      passwordHash: null,
    });
    members.push({ userId: owner.id, associationType: 'Owner' as const });
  }
  const trackAccountId = await createTrackAccount(db, {
    name: opts.name,
    accountType: 'Business',
    tenantId: null,
    members,
  });
  await grantDemoPlan(db, trackAccountId);
  const deviceIds = Array.from(
    { length: opts.vehicles },
    (_, i) => `${opts.devicePrefix}-${String(i + 1).padStart(5, '0')}`,
  );
  const vehicleIds: string[] = [];
  // Chunks keep each statement's parameter count well under PostgreSQL's 65,535.
  for (let i = 0; i < deviceIds.length; i += 500) {
    const rows = deviceIds.slice(i, i + 500).map((trackingDeviceId, k) => ({
      trackAccountId,
      licensePlateSerial: String(700_000 + i + k),
      licensePlateSubClass: 'Damascus Private',
      colorHex: '#1E88E5',
      trackingDeviceId,
    }));
    const inserted = await db.insert(vehicle).values(rows).returning({ id: vehicle.id });
    vehicleIds.push(...inserted.map((r) => r.id));
  }
  return { trackAccountId, vehicleIds, deviceIds };
}

export interface Stats {
  median: number;
  p95: number;
  min: number;
}

/** Median, 95th percentile (nearest rank) and minimum of the samples. */
export function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, p95: rank(0.95), min: sorted[0]! };
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Prints the verdict line and returns the exit code (0 within budget, 1 over). */
export function verdict(within: boolean, figure: string, budget: string): number {
  console.log(`budget: ${budget} → ${figure} → ${within ? 'OK' : 'OVER'}`);
  return within ? 0 : 1;
}

/** Where the figures come from, printed first (shared 2-core machines vary run to run). */
export function describeMachine(database: string): void {
  const cpu = cpus();
  console.log(
    `node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, database: ${database}`,
  );
}

/** Temporary directories and other resources, released in reverse order (also on failure). */
export function cleanups() {
  const steps: (() => Promise<unknown>)[] = [];
  return {
    add(step: () => Promise<unknown>) {
      steps.push(step);
    },
    async tempDir(prefix: string): Promise<string> {
      const dir = await mkdtemp(path.join(tmpdir(), prefix));
      steps.push(() => rm(dir, { recursive: true, force: true }));
      return dir;
    },
    async run() {
      for (const step of steps.reverse()) await step().catch((err) => console.error(err));
    },
  };
}

/** A TCP port free at the time of asking (for a child server). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** GET over node:http (lighter than fetch: more of the shared CPU is left to the server). */
export function httpGet(url: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The real server (`server/main.ts`) in a child process on 127.0.0.1 with `env` added, ready
 * once `probePath` answers `readyStatus`. `cpuMs()` is the child's CPU time so far (Linux).
 */
export async function startServer(env: NodeJS.ProcessEnv, probePath: string, readyStatus: number) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  const origin = `http://127.0.0.1:${port}`;
  const server = {
    origin,
    output: () => output,
    /** SIGTERM (a clean stop writes what is pending), SIGKILL if it is already failing. */
    async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
    async cpuMs(): Promise<number> {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, 100 Hz
    },
  };
  for (let waited = 0; ; waited += 100) {
    const status = await fetch(origin + probePath).then(
      (r) => r.status,
      () => 0,
    );
    if (status === readyStatus) return server;
    if (waited > 30_000 || child.exitCode !== null) {
      await server.stop('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await sleep(100);
  }
}
