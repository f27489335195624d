// Benchmark (issue 11): the cost of refusing tokens of revoked grants and deleted users.
// Every API request with a bearer token asks whether its grant and its user still exist; the
// answer is reused for GRANT_CHECK_TTL_MS. This measures a light authenticated request
// (GET /api/app/trackAccount, the owner's two accounts) over HTTP on a real socket, on a fresh
// database holding 20,000 other grants: once as it runs (answer cached), once with the cache
// emptied before every call (a database look-up each time, the worst case), and prints both
// medians and their difference: the price of one look-up.
// Run: node tests/bench/grant-check.ts
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { decodeJwt } from 'jose';
import { oidcPayload } from '../../server/db/schema.ts';
import { forgetUser, GRANT_CHECK_TTL_MS } from '../../server/auth/grant-check.ts';
import { OWNER, trackingApp } from '../../server/test/tracking-helpers.ts';
import { cleanups, describeMachine, ms, stats } from './server-fixture.ts';

const OTHER_GRANTS = 20_000;
const WARM_UP = 20;
const MEASURED = 300;

async function main(): Promise<number> {
  const done = cleanups();
  try {
    const { t, db, headersFor } = await trackingApp();
    done.add(() => t.close());
    describeMachine(t.database.url ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)');
    const expiresAt = new Date(Date.now() + 3600_000);
    for (let i = 0; i < OTHER_GRANTS; i += 1000) {
      const rows = Array.from({ length: 1000 }, () => {
        const id = randomUUID();
        return { id, kind: 'Grant', payload: { accountId: randomUUID() }, expiresAt };
      });
      await db.insert(oidcPayload).values(rows);
    }
    const headers = await headersFor(OWNER);
    const userId = String(decodeJwt(headers.authorization.slice(7)).sub);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/app/trackAccount`;
    const run = async (before: () => void) => {
      const samples: number[] = [];
      for (let i = 0; i < WARM_UP + MEASURED; i++) {
        before();
        const started = performance.now();
        const res = await fetch(url, { headers });
        await res.text();
        if (res.status !== 200) throw new Error(`trackAccount answered ${res.status}`);
        if (i >= WARM_UP) samples.push(performance.now() - started);
      }
      return stats(samples);
    };
    const cached = await run(() => undefined);
    const uncached = await run(() => forgetUser(userId));
    console.log(`GET /api/app/trackAccount, ${MEASURED} calls each, ${OTHER_GRANTS} other grants`);
    console.log(
      `answer cached (${GRANT_CHECK_TTL_MS} ms): median ${ms(cached.median)}   p95 ${ms(cached.p95)}`,
    );
    console.log(`look-up every call:      median ${ms(uncached.median)}   p95 ${ms(uncached.p95)}`);
    console.log(
      `one look-up costs ≈ ${ms(uncached.median - cached.median)} (at most once per grant per ${GRANT_CHECK_TTL_MS / 1000} s)`,
    );
    return 0;
  } finally {
    await done.run();
  }
}

process.exitCode = await main().catch((err: unknown) => {
  console.error(err);
  return 1;
});
