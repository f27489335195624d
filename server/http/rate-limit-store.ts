import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitWindow } from '../db/schema.ts';

// A store for @fastify/rate-limit that keeps the counts in the database (its own store is one
// process's memory: behind a load balancer every process would allow the full amount).

type Done = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  timeWindow?: number;
  routeInfo?: { method?: string; url?: string };
}

/** The store class the plugin instantiates (`new Store(options)`), bound to `db`. */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(options: StoreOptions) {
      const { method, url } = options.routeInfo ?? {};
      this.prefix = method && url ? `${method} ${url}|` : '';
    }

    /** One more request of `key` in its window; a window that has ended starts again at 1. */
    incr(key: string, done: Done, timeWindow: number): void {
      const t = rateLimitWindow;
      const ends = sql`now() + ${timeWindow} * interval '1 millisecond'`;
      const over = sql`${t.endsAt} <= now()`;
      db.insert(t)
        .values({ key: this.prefix + key, hits: 1, endsAt: ends })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            hits: sql`case when ${over} then 1 else ${t.hits} + 1 end`,
            endsAt: sql`case when ${over} then excluded.ends_at else ${t.endsAt} end`,
          },
        })
        .returning({
          hits: t.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.endsAt} - now()) * 1000))::int`,
        })
        .then(
          ([row]) => done(null, { current: row!.hits, ttl: row!.ttl }),
          (err: Error) => done(err),
        );
    }

    child(options: StoreOptions) {
      return new DatabaseRateLimitStore(options);
    }
  };
}
