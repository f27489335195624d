// Benchmark (issue 28): how long one request holds the event loop. First the stop-point check of
// the worst route a client may send (a 5,000-point line whose every segment's box holds the stop
// points, and 100 stop points found near only its last segment): the contract's validation
// alone, as client and server both run it. Then, for the worst allowed request of every write
// endpoint (server/test/worst-requests/), the longest stretch the loop was held while the
// request ran: the wait of a 1 ms timer and the thread's CPU time in that stretch. Prints
// figures; the verdict is the server test server/http/event-loop.test.ts.
// Run: node tests/bench/event-loop.ts
import { parse } from 'zod/v4/core';
import { routeCreate } from '../../src/api/contract/routes.ts';
import { loopDelayDuring } from '../../server/test/loop-delay.ts';
import { withPromoCode } from '../../server/test/worst-requests/commerce.ts';
import { worstRequests } from '../../server/test/worst-requests/index.ts';
import { centreStops, chordLine } from '../../server/test/worst-requests/shapes.ts';
import { sendCall, worstRequestWorld, type Call } from '../../server/test/worst-requests/world.ts';
import { describeMachine, ms, stats } from './server-fixture.ts';

const CHECKS = 5;

function cpuMs(work: () => void): number {
  const before = process.threadCpuUsage();
  work();
  const { user, system } = process.threadCpuUsage(before);
  return (user + system) / 1000;
}

function stopPointCheck(): void {
  const body = {
    name: 'Worst',
    hexColor: '0xFF000000',
    line: chordLine(),
    stopPoints: centreStops(),
  };
  const samples = Array.from({ length: CHECKS }, () => cpuMs(() => parse(routeCreate, body)));
  const s = stats(samples);
  console.log(
    `stop-point check of the worst route (${body.line.length} points, ${body.stopPoints.length} stop points), CPU: median ${ms(s.median)}, min ${ms(s.min)} (${CHECKS} runs)`,
  );
}

async function perEndpoint(): Promise<void> {
  const w = await worstRequestWorld();
  await withPromoCode(w);
  const send = (call: Call) => sendCall(w.t.app, call);
  const rows: { endpoint: string; wallMs: number; cpuMs: number }[] = [];
  try {
    for (const request of worstRequests) {
      await send(await request.prepare(w)); // warm: the first call compiles the path's code
      const call = await request.prepare(w);
      let status = 0;
      const m = await loopDelayDuring(async () => {
        status = (await send(call)).statusCode;
      });
      if (status !== request.status) throw new Error(`${request.endpoint}: answered ${status}`);
      rows.push({ endpoint: request.endpoint, ...m });
    }
  } finally {
    await w.t.close();
  }
  rows.sort((a, b) => b.cpuMs - a.cpuMs);
  console.log('\nlongest stretch of the loop held, per write endpoint (worst allowed request):');
  console.log('   wall ms    CPU ms  endpoint');
  for (const r of rows) {
    const wall = r.wallMs.toFixed(1).padStart(9);
    const cpu = r.cpuMs.toFixed(1).padStart(9);
    console.log(`${wall} ${cpu}  ${r.endpoint}`);
  }
}

describeMachine(process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)');
stopPointCheck();
await perEndpoint();
