import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import type { Db } from '../db/client.ts';
import { rateLimitWindow } from '../db/schema.ts';

// A store for @fastify/rate-limit that keeps the counts in the database (its own store is one
// process's memory: behind a load balancer every process would allow the full amount).

type Done = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The route a child store counts for: the plugin passes its options with `routeInfo` (the route's
 * options), which its type declarations leave out.
 */
function routeKeyOf(options: object): string {
  const info = 'routeInfo' in options ? (options.routeInfo as Partial<RouteOptions>) : null;
  return info?.method && info.url ? `${[info.method].flat().join(',')} ${info.url}|` : '';
}

/** The store class the plugin instantiates (`new Store(options)`), bound to `db`. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: object) {
      this.prefix = routeKeyOf(options);
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

    child(options: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  };
}
