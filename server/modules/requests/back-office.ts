import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { request } from '../../db/schema.ts';
import { advanceRequest } from './stages.ts';
import type { RequestStage } from '../../../src/api/contract/requests.ts';

/**
 * The demo back office: nobody reviews requests or installs trackers in a demo, so a timer does
 * it — Review → Payment after `reviewMs`, PaymentReview → DeviceInstallation → Finished after
 * `stepMs` each. It polls the database (no in-memory schedule), so requests survive restarts and
 * a payment marked by another module is picked up without a call.
 */
export interface BackOfficeOptions {
  db: Db;
  log?: FastifyBaseLogger;
  reviewMs?: number;
  stepMs?: number;
  pollMs?: number;
}

/** One pass: moves every request that waited long enough; resolves to how many moved. */
export async function runBackOffice(
  db: Db,
  now = new Date(),
  delays: { reviewMs?: number; stepMs?: number } = {},
  log?: FastifyBaseLogger,
): Promise<number> {
  const since = sql`coalesce(${request.updatedAt}, ${request.createdAt})`;
  const due = (stages: RequestStage[], ms: number) =>
    and(
      eq(request.status, 'Pending'),
      inArray(request.stage, stages),
      lte(since, new Date(now.getTime() - ms)),
    );
  const rows = await db
    .select({ id: request.id })
    .from(request)
    .where(
      sql`(${due(['Review'], delays.reviewMs ?? 3000)}) or (${due(
        ['PaymentReview', 'DeviceInstallation'],
        delays.stepMs ?? 2000,
      )})`,
    )
    .limit(100);
  let moved = 0;
  for (const { id } of rows) {
    try {
      await advanceRequest(db, id, now);
      moved++;
    } catch (err) {
      // Moved or cancelled meanwhile, or its effect failed: logged, the next pass retries.
      log?.warn({ err, requestId: id }, 'back office could not advance a request');
    }
  }
  return moved;
}

export function startBackOffice(opts: BackOfficeOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(() =>
      stopped
        ? 0
        : runBackOffice(opts.db, new Date(), opts, opts.log).catch((err: unknown) => {
            opts.log?.error({ err }, 'back office pass failed');
          }),
    );
  }, opts.pollMs ?? 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
