import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';
import type { Db } from '../db/client.ts';

/**
 * Tells the other server processes of one PostgreSQL database to drop what they cached (issue
 * 20), through LISTEN/NOTIFY: a revoked grant, a deleted user, a device whose key changed, a
 * host setting changed (what was derived from it: the alert engine's rules, retention). Each
 * cache also expires on its own (grant-check.ts: 5 s; the ingest's devices: 60 s), which bounds
 * the staleness while a notification is lost (the listening connection is being re-opened).
 * On PGlite there is one process: announcing reaches this process's handlers only.
 */

export type Topic = 'grant' | 'user' | 'device' | 'setting';
const CHANNEL = 'gotrack_forget';
const RECONNECT_MS = 2000;

type Handler = (id: string) => void;
const handlers = new Map<Topic, Set<Handler>>();
/** How to reach the other processes: one per app on PostgreSQL (tests run several). */
const senders = new Set<(payload: string) => void>();

/** Runs `handler` whenever this process or another one announces `topic`; returns an undo. */
export function onAnnounced(topic: Topic, handler: Handler): () => void {
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  set.add(handler);
  return () => void set.delete(handler);
}

function dispatch(topic: Topic, id: string) {
  for (const handler of handlers.get(topic) ?? []) handler(id);
}

/** Forgets `id` here at once and in the other processes as soon as they hear of it. */
export function announce(topic: Topic, id: string): void {
  dispatch(topic, id);
  for (const send of senders) send(`${topic}:${id}`);
}

function received(payload: string) {
  const at = payload.indexOf(':');
  const topic = payload.slice(0, at) as Topic;
  if (at > 0 && handlers.has(topic)) dispatch(topic, payload.slice(at + 1));
}

/**
 * Joins the database's processes: LISTENs on a dedicated connection (re-opened after a failure)
 * and NOTIFYs through the pool. Resolves once listening; close() leaves.
 */
export async function joinCluster(opts: {
  databaseUrl: string;
  db: Db;
  log: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> }> {
  const { db, log } = opts;
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  async function listen() {
    const { default: pg } = await import('pg');
    const fresh = new pg.Client({ connectionString: opts.databaseUrl });
    fresh.on('notification', (n) => n.channel === CHANNEL && received(n.payload ?? ''));
    fresh.on('error', (err) => {
      if (closed || client !== fresh) return;
      log.warn({ err }, 'cluster notifications interrupted: listening again');
      client = null;
      void fresh.end().catch(() => {});
      retry = setTimeout(() => void listen().catch(again), RECONNECT_MS);
      retry.unref();
    });
    await fresh.connect();
    await fresh.query(`LISTEN ${CHANNEL}`);
    if (closed) await fresh.end();
    else client = fresh;
  }
  const again = (err: unknown) => {
    if (closed) return;
    log.warn({ err }, 'cannot listen for cluster notifications: trying again');
    retry = setTimeout(() => void listen().catch(again), RECONNECT_MS);
    retry.unref();
  };
  await listen();

  const send = (payload: string) => {
    db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch((err: unknown) =>
      log.warn({ err }, 'cannot notify the other server processes'),
    );
  };
  senders.add(send);
  return {
    async close() {
      closed = true;
      senders.delete(send);
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
