// Benchmark (issue 20): positions at scale, one server process against two on one PostgreSQL.
// PostgreSQL: DATABASE_URL when set, else a throw-away cluster started here (scale-postgres.ts).
// A new database is migrated (positions partitioned by month) and loaded with 1,000 vehicles and
// 10 million positions over 35 days (scale-load.ts, in SQL). Then the real server
// (`server/main.ts`, NODE_ENV=production) runs as one process, and as two on the same database,
// the load going round-robin to them, in the same run. Each setting measures, over HTTP with the
// owner's real token (password grant), CLIENTS requests in flight:
//   history: GET vehicleHistory of a random vehicle, a random 24 h window of the last 25 days;
//   liveLocation: POST liveLocation of all 1,000 vehicles;
//   ingest: 20,000 OsmAnd positions (GET /ingest/osmand), 64 in flight; rate = positions /
//   (first send → last answer; a position is answered once its batch is committed).
// Each setting runs the same load once uncounted first (caches, connections, JIT warmed).
// Prints median / p95 of each, the ingest rate, and the two/one ratios. Not a test: no verdict.
// Run: npm run bench:scale   (HISTORY_REQUESTS, LIVE_REQUESTS, POSITIONS to change the sizes)
import { Agent } from 'node:http';
import { sql } from 'drizzle-orm';
import { seedDatabase } from '../../server/db/seed.ts';
import { freshDatabase } from '../../server/test/fresh-db.ts';
import { benchPostgres } from './scale-postgres.ts';
import { loadFleet, OWNER_PASSWORD, OWNER_PHONE } from './scale-load.ts';
import { call, ingestRate, signIn, timed } from './scale-client.ts';
import { cleanups, describeMachine, ms, startServer, type stats } from './server-fixture.ts';

const VEHICLES = 1000;
const POSITIONS = Number(process.env.POSITIONS ?? 10_000_000);
const HISTORY_REQUESTS = Number(process.env.HISTORY_REQUESTS ?? 300);
const LIVE_REQUESTS = Number(process.env.LIVE_REQUESTS ?? 100);
const INGESTED = 20_000;
const CLIENTS = 4;
const HOUR = 3_600_000;

async function main(): Promise<number> {
  const done = cleanups();
  try {
    const cluster = await benchPostgres();
    done.add(() => cluster.stop());
    // freshDatabase makes a new database on DATABASE_URL's server and migrates it.
    process.env.DATABASE_URL = cluster.url;
    const database = await freshDatabase({ seed: false });
    done.add(() => database.close());
    const version = await database.db.execute(sql`show server_version`);
    const { server_version } = (version as { rows: { server_version: string }[] }).rows[0]!;
    describeMachine(`PostgreSQL ${server_version}`);
    await seedDatabase(database.db, { demo: false });
    const fleet = await loadFleet(database.db, { vehicles: VEHICLES, positions: POSITIONS });

    const dataDir = await done.tempDir('gotrack-bench-scale-');
    const env = {
      ...{ NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir },
      ...{ DATABASE_URL: database.url!, INGEST_ADDRESS_LIMIT: '1000000' },
      // Both processes must name the same issuer for a token of one to pass on the other.
      PUBLIC_URL: 'http://gotrack.bench',
    };
    const one = await startServer(env);
    done.add(() => one.stop('SIGKILL'));
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    done.add(async () => agent.destroy());
    const headers = await signIn(one.origin, OWNER_PHONE, OWNER_PASSWORD, fleet.trackAccountId);

    const measure = async (origins: string[]) => {
      let turn = 0;
      const next = () => origins[turn++ % origins.length]!;
      const history = await timed(HISTORY_REQUESTS, CLIENTS, async () => {
        const vehicleId = fleet.vehicleIds[Math.floor(Math.random() * VEHICLES)]!;
        const to = Date.now() - HOUR - Math.floor(Math.random() * 24 * 25) * HOUR;
        const range = `fromDate=${new Date(to - 24 * HOUR).toISOString()}&toDate=${new Date(to).toISOString()}`;
        const url = `${next()}/api/app/monitoring/vehicleHistory?vehicleId=${vehicleId}&${range}`;
        const res = await call(url, agent, headers);
        const points = res.status === 200 ? (JSON.parse(res.body)[0]?.values.length ?? 0) : -1;
        if (points < 1) throw new Error(`history: HTTP ${res.status}, ${points} points`);
      });
      const live = await timed(LIVE_REQUESTS, CLIENTS, async () => {
        const res = await call(`${next()}/api/app/monitoring/liveLocation`, agent, headers, {
          onlySpeed: true,
          vehicleIds: [],
        });
        const items = res.status === 200 ? JSON.parse(res.body).items.length : -1;
        if (items !== VEHICLES) throw new Error(`liveLocation: HTTP ${res.status}, ${items} items`);
      });
      const rate = await ingestRate(origins, agent, fleet.deviceIds, INGESTED);
      return { history, live, rate };
    };

    // A first pass, not counted, reads the data into the caches: otherwise whichever setting
    // goes first pays for the cold start. The second process gets its own below.
    await measure([one.origin]);
    const single = await measure([one.origin]);
    const two = await startServer(env);
    done.add(() => two.stop('SIGKILL'));
    await measure([one.origin, two.origin]);
    const pair = await measure([one.origin, two.origin]);

    const row = (label: string, s: ReturnType<typeof stats>) =>
      `${label.padEnd(14)} median ${ms(s.median).padStart(10)}   p95 ${ms(s.p95).padStart(10)}`;
    for (const [label, r] of [
      ['one process', single],
      ['two processes', pair],
    ] as const) {
      console.log(`\n${label} (${CLIENTS} requests in flight; ingest 64):`);
      console.log(row(`history ×${HISTORY_REQUESTS}`, r.history));
      console.log(row(`live ×${LIVE_REQUESTS}`, r.live));
      console.log(`ingest         ${r.rate} positions/s (${INGESTED} positions)`);
    }
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log('\ntwo / one:');
    console.log(
      `history median ×${ratio(pair.history.median, single.history.median)}, p95 ×${ratio(pair.history.p95, single.history.p95)}`,
    );
    console.log(
      `live median ×${ratio(pair.live.median, single.live.median)}, p95 ×${ratio(pair.live.p95, single.live.p95)}`,
    );
    console.log(`ingest rate ×${ratio(pair.rate, single.rate)}`);
    return 0;
  } finally {
    await done.run();
  }
}

process.exitCode = await main().catch((err: unknown) => {
  console.error(err);
  return 1;
});
