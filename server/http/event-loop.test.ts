import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeLoopDelay, LOOP_DELAY_LIMIT_MS } from '../test/loop-delay.ts';
import { withPromoCode } from '../test/worst-requests/commerce.ts';
import { worstRequests } from '../test/worst-requests/index.ts';
import {
  sendCall,
  worstRequestWorld,
  type Call,
  type World,
} from '../test/worst-requests/world.ts';

// No single request may hold the event loop more than 100 ms (every user waits meanwhile). The
// worst request the contract allows of every write endpoint the server serves under /api is sent
// as a caller allowed to make it, and the loop's delay is measured while it runs. An endpoint
// added without its worst request here fails the first test.

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const served: string[] = [];
let w: World;

beforeAll(async () => {
  w = await worstRequestWorld({
    deps: {
      onRoute: (r: RouteOptions) => {
        for (const method of [r.method].flat()) {
          if (WRITE.has(method) && r.url.startsWith('/api/')) served.push(`${method} ${r.url}`);
        }
      },
    },
  });
  await withPromoCode(w);
});
afterAll(() => w?.t.close());

const send = (call: Call) => sendCall(w.t.app, call);

describe('the event loop during the worst request of each write endpoint', () => {
  it('has a worst request for every write endpoint served, and none for one not served', () => {
    const listed = worstRequests.map((r) => r.endpoint);
    expect(new Set(listed).size, 'an endpoint listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual([...new Set(served)].sort());
  });

  it.each(worstRequests.map((r) => [r.endpoint, r] as const))(
    `%s holds it at most ${LOOP_DELAY_LIMIT_MS} ms`,
    async (_, request) => {
      // Once unmeasured: the first call of a path compiles its code, once per process.
      const warm = await send(await request.prepare(w));
      expect(warm.statusCode, warm.body.slice(0, 500)).toBe(request.status);
      let status = 0;
      const verdict = await judgeLoopDelay(async () => {
        const call = await request.prepare(w);
        return async () => {
          status = (await send(call)).statusCode;
        };
      });
      console.log(
        `${request.endpoint}: ${verdict.wallMs.toFixed(1)} ms (CPU ${verdict.cpuMs.toFixed(1)} ms, ${verdict.tries} ${verdict.tries === 1 ? 'try' : 'tries'})`,
      );
      expect(status).toBe(request.status);
      expect(
        verdict.ok,
        `${verdict.wallMs.toFixed(0)} ms, CPU ${verdict.cpuMs.toFixed(0)} ms`,
      ).toBe(true);
    },
  );
});
