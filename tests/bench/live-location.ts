// Benchmark (issue 4): "liveLocation for 1,000 vehicles answers in ≤ 30 ms median on PGlite".
// Measures POST /api/app/monitoring/liveLocation with {onlySpeed: true, vehicleIds: []} (every
// vehicle of the account) as the account's Owner, over HTTP on a real listening socket (the
// real app, in this process, on a fresh migrated database: embedded PGlite, or a new database on
// DATABASE_URL when set). One track account has 1,000 vehicles, each with a last position
// written by the ingest writer. 10 warm-up calls, then 100 measured ones, one at a time; the
// time is from sending the request to having read the whole body.
// Prints median, p95 and min; exits 1 when the answer is not 1,000 items or the median is over.
// Run: node tests/bench/live-location.ts
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { writeFixes } from '../../server/modules/ingest/writer.ts';
import { trackingApp } from '../../server/test/tracking-helpers.ts';
import { cleanups, createFleet, describeMachine, ms, stats, verdict } from './server-fixture.ts';

const VEHICLES = 1000;
const WARM_UP = 10;
const MEASURED = 100;
const BUDGET_MS = 30;
const OWNER_PHONE = '+963944009001';
const ACCOUNT = 'Bench Fleet';

async function main(): Promise<number> {
  const done = cleanups();
  try {
    const { t, db, headersFor } = await trackingApp();
    done.add(() => t.close());
    describeMachine(t.database.url ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)');

    const fleet = await createFleet(db, {
      name: ACCOUNT,
      vehicles: VEHICLES,
      devicePrefix: 'bench',
      ownerPhone: OWNER_PHONE,
    });
    const now = Date.now();
    await writeFixes(
      db,
      fleet.vehicleIds.map((vehicleId, i) => ({
        vehicleId,
        time: new Date(now - (i % 600) * 1000),
        lat: 33.4 + (i % 100) / 500,
        lon: 36.2 + Math.floor(i / 100) / 50,
        speed: i % 90,
        bearing: (i * 7) % 360,
        altitude: 700,
        accuracy: 5,
      })),
    );
    const headers = {
      ...(await headersFor(OWNER_PHONE, ACCOUNT)),
      'content-type': 'application/json',
    };

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/app/monitoring/liveLocation`;
    const body = JSON.stringify({ onlySpeed: true, vehicleIds: [] });

    const call = async (): Promise<{ elapsed: number; text: string; status: number }> => {
      const started = performance.now();
      const res = await fetch(url, { method: 'POST', headers, body });
      const text = await res.text();
      return { elapsed: performance.now() - started, text, status: res.status };
    };

    // The first answer is decoded and counted; later ones must be the same bytes (decoding each
    // would add the client's garbage to the server's timings).
    let first = '';
    let items = -1;
    const samples: number[] = [];
    let cpu = process.cpuUsage();
    for (let i = 0; i < WARM_UP + MEASURED; i++) {
      if (i === WARM_UP) cpu = process.cpuUsage();
      const { elapsed, text, status } = await call();
      if (status !== 200) throw new Error(`liveLocation answered ${status}: ${text.slice(0, 300)}`);
      if (i === 0) {
        first = text;
        items = (JSON.parse(text) as { items: unknown[] }).items.length;
        if (items !== VEHICLES) break;
      } else if (text.length !== first.length) {
        throw new Error(
          `answer ${i} differs from the first (${text.length} / ${first.length} bytes)`,
        );
      }
      if (i >= WARM_UP) samples.push(elapsed);
    }

    console.log(
      `liveLocation, ${VEHICLES} vehicles, HTTP on 127.0.0.1 (client in the same process)`,
    );
    console.log(`items returned: ${items}`);
    if (items !== VEHICLES) {
      console.log(`FAIL: expected ${VEHICLES} items`);
      return 1;
    }
    const s = stats(samples);
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / samples.length;
    console.log(`calls: ${samples.length} measured after ${WARM_UP} warm-up`);
    console.log(`median ${ms(s.median)}   p95 ${ms(s.p95)}   min ${ms(s.min)}`);
    // CPU time of this process (server and client) per call: steadier than wall time when other
    // work shares the machine.
    console.log(`CPU per call (server + client): ${ms(cpuMs)}`);
    return verdict(s.median <= BUDGET_MS, `median ${ms(s.median)}`, `median ≤ ${BUDGET_MS} ms`);
  } finally {
    await done.run();
  }
}

process.exitCode = await main().catch((err: unknown) => {
  console.error(err);
  return 1;
});
