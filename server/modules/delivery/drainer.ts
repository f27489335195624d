import { eq, inArray, sql } from 'drizzle-orm';
import type { NotificationMethod } from '../../../src/api/contract/alerts.ts';
import type { Db } from '../../db/client.ts';
import { appUser, notification, notificationDelivery, trackAccount } from '../../db/schema.ts';
import { alertSettings } from '../alert-engine/rule-of.ts';
import { deliver, type DeliveryJob, type Outcome, type Senders } from './deliver.ts';

export interface DrainerOptions {
  /** Waits after failed attempts 1, 2, …; after the last one the delivery is Failed. */
  backoffMs?: readonly number[];
  /** How often the outbox is looked at without a wake-up (other processes' notifications). */
  pollMs?: number;
  batch?: number;
  /**
   * How long a claimed delivery is this process's: a process that dies while sending leaves
   * its claims to be taken again after this. Longer than a batch's sending can take.
   */
  leaseMs?: number;
}

/** 30 s, 2 min, 10 min, 1 h, 6 h: then a seventh failure gives up. */
export const DEFAULT_BACKOFF_MS = [30e3, 120e3, 600e3, 3600e3, 6 * 3600e3];
const DEFAULTS = { pollMs: 5000, batch: 50, leaseMs: 5 * 60_000 };

export interface Drainer {
  /** Look at the outbox now (the engine wrote notifications). */
  wake(): void;
  /** Sends everything due now; resolves to how many deliveries were attempted (tests). */
  drain(): Promise<number>;
  /** Stops the timer and waits for the sending in progress. */
  close(): Promise<void>;
}

/**
 * Works through the outbox (`notification_delivery`, written by the alert engine). A batch of
 * due Pending rows is claimed in ONE statement with FOR UPDATE SKIP LOCKED that moves their
 * next attempt a lease ahead: another process (several servers on one PostgreSQL) skips
 * them while they are locked and finds them not due once claimed, so each is sent by one
 * process. No transaction stays open while sending (PGlite has one connection).
 */
export function createDrainer(s: Senders, opts: DrainerOptions = {}): Drainer {
  const { db, log } = s;
  const o = { ...DEFAULTS, ...opts };
  const backoff = opts.backoffMs ?? DEFAULT_BACKOFF_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await claim(db, o.batch, o.leaseMs);
      if (claimed.length === 0) return total;
      total += claimed.length;
      const jobs = await load(
        db,
        claimed.map((c) => c.id),
      );
      await Promise.all(
        claimed.map(async (c) => {
          const job = jobs.get(c.id);
          const outcome: Outcome = job
            ? await deliver(s, job)
            : { status: 'failed', error: 'gone' };
          await finish(db, c, outcome, backoff);
          // A sender down is worth a warning; nobody to send to (no device, no verified
          // address) is normal and would flood the log with every demo alert.
          const line = { delivery: c.id, method: c.method, attempts: c.attempts, ...outcome };
          if (outcome.status === 'retry') log.warn(line, 'notification delivery failed');
          else if (outcome.status === 'failed') log.info(line, 'notification not delivered');
        }),
      );
      if (claimed.length < o.batch) return total;
    }
  }

  function wake() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await drain().catch((err: unknown) =>
          log.error({ err }, 'delivering notifications failed'),
        );
      } while (again && !closed);
      running = null;
    })();
  }

  const timer = setInterval(wake, o.pollMs);
  timer.unref();
  return {
    wake,
    drain,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}

interface Claimed {
  id: string;
  method: NotificationMethod;
  attempts: number;
}

async function claim(db: Db, batch: number, leaseMs: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update notification_delivery d
    set attempts = d.attempts + 1, next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
    where d.id in (
      select id from notification_delivery
      where status = 'Pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${batch}
      for update skip locked
    )
    returning d.id, d.method, d.attempts`);
  return (result as { rows: Claimed[] }).rows;
}

async function load(db: Db, ids: string[]): Promise<Map<string, DeliveryJob>> {
  const rows = await db
    .select({
      id: notificationDelivery.id,
      method: notificationDelivery.method,
      notification,
      recipient: {
        language: appUser.language,
        phoneNumber: appUser.phoneNumber,
        email: appUser.email,
        emailVerified: appUser.emailVerified,
      },
      tenantId: trackAccount.tenantId,
    })
    .from(notificationDelivery)
    .innerJoin(notification, eq(notification.id, notificationDelivery.notificationId))
    .innerJoin(appUser, eq(appUser.id, notification.userId))
    .innerJoin(trackAccount, eq(trackAccount.id, notification.trackAccountId))
    .where(inArray(notificationDelivery.id, ids));
  // Times in the text are in the account's clock, as in the list (one read per tenant).
  const zones = new Map<string | null, Promise<string>>();
  const zoneOf = (tenantId: string | null) => {
    let zone = zones.get(tenantId);
    if (!zone) zones.set(tenantId, (zone = alertSettings(db, tenantId).then((a) => a.timeZone)));
    return zone;
  };
  const jobs = new Map<string, DeliveryJob>();
  for (const r of rows) {
    const { id, tenantId, ...rest } = r;
    jobs.set(id, { ...rest, timeZone: await zoneOf(tenantId) });
  }
  return jobs;
}

async function finish(db: Db, c: Claimed, outcome: Outcome, backoff: readonly number[]) {
  if (outcome.status === 'sent') {
    await db
      .update(notificationDelivery)
      .set({ status: 'Sent', sentAt: new Date(), lastError: null })
      .where(eq(notificationDelivery.id, c.id));
    return;
  }
  const wait = backoff[c.attempts - 1];
  const giveUp = outcome.status === 'failed' || wait === undefined;
  await db
    .update(notificationDelivery)
    .set({
      status: giveUp ? 'Failed' : 'Pending',
      lastError: outcome.error.slice(0, 500),
      ...(giveUp ? {} : { nextAttemptAt: new Date(Date.now() + wait) }),
    })
    .where(eq(notificationDelivery.id, c.id));
}
