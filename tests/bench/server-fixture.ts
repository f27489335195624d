// Shared by the server benchmarks (live-location.ts, ingest.ts): a fleet in a real database,
// the real server in a child process, statistics and the budget verdict. Run by hand, never by
// vitest (no *.test.ts here).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request, type Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../server/db/client.ts';
import { vehicle } from '../../server/db/schema.ts';
import { createUser } from '../../server/modules/identity/users.ts';
import { createTrackAccount } from '../../server/modules/track-accounts/associations.ts';
import { grantDemoPlan } from '../../server/modules/vehicles/seed.ts';

/**
 * A business track account with an active plan (every feature on) and `vehicles` vehicles with
 * devices `<prefix>-00001`…; with `ownerPhone`, a new user who owns it.
 */
export async function createFleet(
  db: Db,
  opts: { name: string; vehicles: number; devicePrefix: string; ownerPhone?: string },
) {
  const phone = opts.ownerPhone;
  const owner = phone
    ? await createUser(db, {
        ...{ tenantId: null, userName: phone, phoneNumber: phone, passwordHash: null },
        ...{ firstName: 'Bench', lastName: 'Owner', email: 'bench@example.com' },
      })
    : null;
  const members = owner ? [{ userId: owner.id, associationType: 'Owner' as const }] : [];
  const account = { name: opts.name, accountType: 'Business' as const, tenantId: null, members };
  const trackAccountId = await createTrackAccount(db, account);
  await grantDemoPlan(db, trackAccountId);
  const deviceIds = Array.from({ length: opts.vehicles }, (_, i) => {
    return `${opts.devicePrefix}-${String(i + 1).padStart(5, '0')}`;
  });
  const vehicleIds: string[] = [];
  // Chunks keep each statement's parameter count well under PostgreSQL's 65,535.
  for (let i = 0; i < deviceIds.length; i += 500) {
    const rows = deviceIds.slice(i, i + 500).map((trackingDeviceId, k) => ({
      ...{ trackAccountId, trackingDeviceId, licensePlateSerial: String(700_000 + i + k) },
      ...{ licensePlateSubClass: 'Damascus Private', colorHex: '#1E88E5' },
    }));
    const inserted = await db.insert(vehicle).values(rows).returning({ id: vehicle.id });
    vehicleIds.push(...inserted.map((r) => r.id));
  }
  return { trackAccountId, vehicleIds, deviceIds };
}

/** Median, 95th percentile (nearest rank) and minimum of the samples. */
export function stats(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, p95: at(0.95), min: sorted[0]! };
}

export const ms = (n: number) => `${n.toFixed(2)} ms`;

/** Prints the verdict line and returns the exit code (0 within budget, 1 over). */
export function verdict(within: boolean, figure: string, budget: string): number {
  console.log(`budget: ${budget} → ${figure} → ${within ? 'OK' : 'OVER'}`);
  return within ? 0 : 1;
}

/** Where the figures come from: the load average shows other work sharing the machine. */
export function describeMachine(database: string): void {
  const cpu = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}`;
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`node ${process.version}, ${cpu}, load average ${load}; database: ${database}`);
}

/** Temporary directories and other resources, released in reverse order (also on failure). */
export function cleanups() {
  const steps: (() => Promise<unknown>)[] = [];
  return {
    add: (step: () => Promise<unknown>) => void steps.push(step),
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

/** GET over node:http (lighter than fetch: more of the shared CPU is left to the server). */
export function httpGet(url: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject).end();
  });
}

/**
 * The real server (`server/main.ts`) in a child process on 127.0.0.1, a free port, `env` added
 * (LOG_LEVEL info at least: the port is read from its "listening" line). `cpuMs()` is the
 * child's CPU time so far (Linux /proc).
 */
export async function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/main.ts'],
    {
      env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0' },
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit') as Promise<[number | null]>;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    // SIGTERM: a clean stop, which also writes pending positions.
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return (await exited)[0];
  };
  const cpuMs = async () => {
    const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, 100 ticks a second
  };
  for (let waited = 0; waited < 30_000 && child.exitCode === null; waited += 50) {
    const port = /"port":(\d+).*"msg":"listening"/.exec(output)?.[1];
    if (port) return { origin: `http://127.0.0.1:${port}`, stop, cpuMs, output: () => output };
    await sleep(50);
  }
  await stop('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}
