// Benchmark (issue 4): "ingest sustains ≥ 2,000 positions/s".
// Starts the real server (`server/main.ts`, NODE_ENV=production: no simulator, LOG_LEVEL=info)
// in a child process on a fresh temporary data directory (PGlite; or a new database on
// DATABASE_URL when set) where one track account has 200 vehicles with known devices, then
// sends 10,000 OsmAnd positions (GET /ingest/osmand?id&lat&lon&timestamp&speed, 50 per device)
// over HTTP, 64 requests in flight on keep-alive connections. The server answers a position
// only once its batch is committed, so the rate is positions / (first send → last answer).
// Then the server is stopped and the position rows are counted: they must equal what was sent.
// The load generator runs in this process on the same machine (2 cores here) and takes part
// of its CPU. Exits 1 when a send fails, the count differs or the rate is under budget.
// `--attributes`: every fix also carries the tracker figures of issue 30 (ignition, odometer,
// hours, fuel, power), which the server stores in six more columns of each row.
// Run: node tests/bench/ingest.ts [--attributes]
import { mkdir } from 'node:fs/promises';
import { Agent } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { openDatabase, pgliteHandle } from '../../server/db/client.ts';
import { position } from '../../server/db/schema.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { freshDatabase, pgliteSnapshot } from '../../server/test/fresh-db.ts';
import { cleanups, createFleet, describeMachine, httpGet, ms } from './server-fixture.ts';
import { startServer, stats, verdict } from './server-fixture.ts';

const DEVICES = 200;
const PER_DEVICE = 50;
const IN_FLIGHT = 64;
const BUDGET = 2000;
const ATTRIBUTES = process.argv.includes('--attributes');

async function main(): Promise<number> {
  const done = cleanups();
  try {
    const dataDir = path.join(await done.tempDir('gotrack-bench-ingest-'), 'data');
    const postgres = process.env.DATABASE_URL ? await freshDatabase({ seed: false }) : null;
    if (postgres) done.add(() => postgres.close());
    // PGlite: the migrated snapshot unpacked on disk, closed before the server opens it.
    await mkdir(dataDir, { recursive: true });
    const pg = path.join(dataDir, 'pg');
    const setup =
      postgres ??
      (await pgliteHandle(
        await PGlite.create({ dataDir: pg, loadDataDir: await pgliteSnapshot() }),
      ));
    await seedDatabase(setup.db, { demo: false });
    const fleet = await createFleet(setup.db, {
      name: 'Ingest bench',
      vehicles: DEVICES,
      devicePrefix: 'ingest',
    });
    if (!postgres) await setup.close();
    describeMachine(postgres ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded, on disk)');

    const server = await startServer({
      ...{ NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir },
      // Every fix comes from this one address; the limit is for floods, not for the bench.
      INGEST_ADDRESS_LIMIT: '1000000',
      DATABASE_URL: postgres?.url ?? '', // empty: unset, PGlite in DATA_DIR
    });
    done.add(() => server.stop('SIGKILL'));
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    done.add(async () => agent.destroy());

    const total = DEVICES * PER_DEVICE;
    const since = Math.floor(Date.now() / 1000) - PER_DEVICE - 60;
    const urlOf = (n: number) => {
      const device = n % DEVICES;
      const k = Math.floor(n / DEVICES);
      const lat = (33.45 + device / 2000 + k / 10_000).toFixed(6);
      const lon = (36.25 + device / 2000).toFixed(6);
      const id = fleet.deviceIds[device]!;
      const figures = ATTRIBUTES
        ? `&ignition=${k % 2 === 0}&odometer=${1_000_000 + k * 50}&hours=${(1200 + k / 720).toFixed(3)}&fuel=${60 - k / 10}&power=12.6`
        : '';
      return `${server.origin}/ingest/osmand?id=${id}&lat=${lat}&lon=${lon}&timestamp=${since + k}&speed=${k % 40}${figures}`;
    };
    const latencies: number[] = [];
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      for (let n = next++; n < total; n = next++) {
        const sent = performance.now();
        const res = await httpGet(urlOf(n), agent).catch((err: unknown) => err as Error);
        if (res instanceof Error) failures.push(res.message);
        else if (res.status !== 200 || res.body !== 'OK') failures.push(`HTTP ${res.status}`);
        latencies.push(performance.now() - sent);
      }
    };
    const cpuBefore = await server.cpuMs();
    const started = performance.now();
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const elapsed = performance.now() - started;
    const serverCpu = (await server.cpuMs()) - cpuBefore;

    const code = await server.stop();
    const check = postgres ?? (await openDatabase({ dataDir, databaseUrl: null }));
    const [row] = await check.db.select({ n: count() }).from(position);
    if (!postgres) await check.close();

    const rate = Math.round(total / (elapsed / 1000));
    const l = stats(latencies);
    console.log(
      `ingest: ${total} positions, ${DEVICES} devices, ${IN_FLIGHT} in flight, keep-alive` +
        (ATTRIBUTES ? ', each with 5 tracker attributes' : ''),
    );
    console.log('load generator: this process, on the same machine as the server (shares its CPU)');
    console.log(`server exit ${code}; failed sends: ${failures.length}; rows stored: ${row?.n}`);
    console.log(`first send → last answer (its batch committed): ${ms(elapsed)}`);
    console.log(`request latency: median ${ms(l.median)}   p95 ${ms(l.p95)}   min ${ms(l.min)}`);
    console.log(`server CPU per position: ${ms(serverCpu / total)} (${ms(serverCpu)} in all)`);
    console.log(`rate: ${rate} positions/s`);
    if (failures.length > 0 || row?.n !== total) {
      console.log(`FAIL: expected ${total} rows; ${failures.slice(0, 3).join('; ')}`);
      return 1;
    }
    return verdict(rate >= BUDGET, `${rate} positions/s`, `≥ ${BUDGET} positions/s`);
  } finally {
    await done.run();
  }
}

process.exitCode = await main().catch((err: unknown) => {
  console.error(err);
  return 1;
});
