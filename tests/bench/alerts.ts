// Benchmark (issue 15): "ingest throughput with 200 zones, 50 routes and 500 enabled definitions
// on the account stays ≥ 90 % of the throughput with none (same run, ratio printed), and the
// engine's added CPU per position is printed".
// The real app in this process (fresh migrated database: embedded PGlite, or a new database on
// DATABASE_URL), listening on 127.0.0.1; OsmAnd positions sent over HTTP, 64 in flight on
// keep-alive connections, through the real ingest path (route → batcher → writer → alert engine).
// Two accounts of 200 vehicles each: "Plain fleet" with no definitions, "Alert fleet" with the
// world of alert-world.ts (about 20 definitions watch each vehicle). Each vehicle drives its own
// 3–6 km line back and forth at 20–110 km/h, a position every 5 s (some enter and leave zones,
// leave routes and speed, so notifications are written too). After a warm-up round, five rounds
// send 10,000 positions of one fleet then of the other (the order swapped every round); a phase ends
// once the last answer is in AND the engine has evaluated everything (alertEngine.flush()).
// CPU is process.cpuUsage() over the phase: this process runs the load generator and the server
// (and PGlite), the same in both phases, so the difference is the engine's. Each round's ratio is
// printed (the machine's other work moves single phases a lot); the verdict is on the totals.
// Run: npm run bench:alerts
import { count } from 'drizzle-orm';
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { destination, type LatLon } from '../../src/api/contract/geometry.ts';
import { alertCursor, alertState, notification } from '../../server/db/schema.ts';
import { setupTestApp } from '../../server/test/test-app.ts';
import { buildAlertWorld, randomFrom } from './alert-world.ts';
import { cleanups, createFleet, describeMachine, httpGet, ms, verdict } from './server-fixture.ts';

const VEHICLES = 200;
const PER_VEHICLE = 50;
const ROUNDS = 5;
const IN_FLIGHT = 64;
const STEP_S = 5;
const BUDGET = 0.9;
const KNOTS = 1.852;

async function main(): Promise<number> {
  const done = cleanups();
  try {
    const unlimited = { perDevice: 1e9, perAddress: 1e9 };
    const t = await setupTestApp({ deps: { ingest: { limits: unlimited } } });
    done.add(() => t.close());
    const db = t.database.db;
    describeMachine(t.database.url ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)');
    const plain = await createFleet(db, {
      name: 'Plain fleet',
      vehicles: VEHICLES,
      devicePrefix: 'plain',
    });
    const alerts = await createFleet(db, {
      ...{ name: 'Alert fleet', vehicles: VEHICLES, devicePrefix: 'alerts' },
      ownerPhone: '+963944009151',
    });
    // The positions start 4 hours ago, a step of 5 s each (all in the past, as the ingest asks).
    const base = Math.floor(Date.now() / 1000) - 4 * 3600;
    const world = await buildAlertWorld(
      db,
      alerts.trackAccountId,
      alerts.vehicleIds,
      new Date(base * 1000),
    );
    console.log(
      `alert fleet: ${world.zones} zones, ${world.routes} routes, ${world.definitions} enabled definitions, ` +
        `${world.perVehicle.toFixed(1)} per vehicle on average`,
    );

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    done.add(async () => agent.destroy());

    // Each device drives back and forth along a line of its own (3–6 km), staying in the area;
    // the same lines for both fleets.
    const r = randomFrom(7);
    const drives = Array.from({ length: VEHICLES }, () => ({
      from: r.point(),
      bearing: r.next() * 2 * Math.PI,
      kmh: r.int(20, 110),
      length: r.int(3000, 6000),
    }));
    const along = (d: (typeof drives)[number], k: number) => {
      const m = ((d.kmh / 3.6) * STEP_S * k) % (2 * d.length);
      return m <= d.length ? m : 2 * d.length - m;
    };
    let step = 0; // positions per device sent so far (both fleets share the clock)

    /** Sends `n` positions per device of a fleet; resolves when answered and evaluated. */
    async function phase(deviceIds: string[], n: number) {
      const first = step;
      step += n;
      const urlOf = (i: number) => {
        const d = i % VEHICLES;
        const k = first + Math.floor(i / VEHICLES);
        const drive = drives[d]!;
        const p: LatLon = destination(drive.from, along(drive, k), drive.bearing);
        const kmh = drive.kmh * (0.8 + 0.4 * Math.abs(Math.sin(k / 60 + d)));
        const q = `id=${deviceIds[d]}&lat=${p.lat.toFixed(6)}&lon=${p.lon.toFixed(6)}`;
        return `http://127.0.0.1:${port}/ingest/osmand?${q}&timestamp=${base + k * STEP_S}&speed=${(kmh / KNOTS).toFixed(2)}`;
      };
      const total = VEHICLES * n;
      let next = 0;
      let failures = 0;
      const worker = async () => {
        for (let i = next++; i < total; i = next++) {
          const res = await httpGet(urlOf(i), agent).catch(() => null);
          if (res?.status !== 200) failures++;
        }
      };
      const cpu = process.cpuUsage();
      const started = performance.now();
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      await t.app.alertEngine.flush();
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpu);
      if (failures > 0) throw new Error(`${failures} positions not answered 200`);
      return { total, elapsed, cpuMs: (used.user + used.system) / 1000 };
    }

    // Warm-up, not counted: JIT, caches, the engine's first states (zones' first sightings).
    await phase(plain.deviceIds, PER_VEHICLE);
    await phase(alerts.deviceIds, PER_VEHICLE);
    const sum = {
      plain: { total: 0, elapsed: 0, cpuMs: 0 },
      alerts: { total: 0, elapsed: 0, cpuMs: 0 },
    };
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order =
        round % 2 === 0 ? (['plain', 'alerts'] as const) : (['alerts', 'plain'] as const);
      const rates: Record<string, number> = {};
      for (const which of order) {
        const got = await phase((which === 'plain' ? plain : alerts).deviceIds, PER_VEHICLE);
        rates[which] = got.total / (got.elapsed / 1000);
        sum[which].total += got.total;
        sum[which].elapsed += got.elapsed;
        sum[which].cpuMs += got.cpuMs;
      }
      ratios.push(rates.alerts! / rates.plain!);
      console.log(
        `round ${round + 1}: without ${Math.round(rates.plain!)} positions/s, with ${Math.round(rates.alerts!)} positions/s, ratio ${ratios.at(-1)!.toFixed(3)}`,
      );
    }

    const rate = (s: typeof sum.plain) => s.total / (s.elapsed / 1000);
    const cpuPer = (s: typeof sum.plain) => s.cpuMs / s.total;
    const ratio = rate(sum.alerts) / rate(sum.plain);
    const median = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
    const [made] = await db.select({ n: count() }).from(notification);
    const [states] = await db.select({ n: count() }).from(alertState);
    const [cursors] = await db.select({ n: count() }).from(alertCursor);
    console.log(
      `notifications written: ${made?.n}; rule states: ${states?.n}; vehicle cursors: ${cursors?.n}`,
    );
    console.log(`throughput without definitions: ${Math.round(rate(sum.plain))} positions/s`);
    console.log(`throughput with the alert world: ${Math.round(rate(sum.alerts))} positions/s`);
    console.log(
      `CPU per position (this process: load, server, database): without ${ms(cpuPer(sum.plain))}, with ${ms(cpuPer(sum.alerts))}`,
    );
    console.log(`engine's added CPU per position: ${ms(cpuPer(sum.alerts) - cpuPer(sum.plain))}`);
    console.log(
      `ratio per round: median ${median.toFixed(3)}, from ${Math.min(...ratios).toFixed(3)} to ${Math.max(...ratios).toFixed(3)}`,
    );
    console.log(`ratio (all positions of each fleet over all their time): ${ratio.toFixed(3)}`);
    return verdict(ratio >= BUDGET, `ratio ${ratio.toFixed(3)}`, `≥ ${BUDGET}`);
  } finally {
    await done.run();
  }
}

process.exitCode = await main().catch((err: unknown) => {
  console.error(err);
  return 1;
});
