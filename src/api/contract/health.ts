import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

/**
 * Health of one server process, for load balancers and container orchestrators (not used by the
 * PWA). Liveness says the process answers; readiness says it can serve: the database answers and
 * has every migration this build knows.
 */
export const liveness = z.object({ status: z.literal('live') });

/**
 * `leader`: runs the once-per-database work (the only server of a PGlite database, or the elected
 * one on PostgreSQL); `follower`: stands by to take it over; `peer`: a PostgreSQL server process
 * with no such work to share (production), every process alike.
 */
export const serverRole = z.enum(['leader', 'follower', 'peer']);

export const readiness = z.object({
  status: z.enum(['ready', 'not ready']),
  role: serverRole,
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    /** How long the check's query took (null when it failed). */
    ms: z.nullable(z.number()),
  }),
  migrations: z.object({
    /** Applied in the database (null when it could not be read). */
    applied: z.nullable(z.number()),
    /** Known to this build. */
    expected: z.number(),
    upToDate: z.boolean(),
  }),
});
export type Readiness = z.infer<typeof readiness>;

export const getLiveness = endpoint({ method: 'GET', path: '/health/live', response: liveness });
/** 200 when ready; 503 with the same body when not (and while the process drains at shutdown). */
export const getReadiness = endpoint({ method: 'GET', path: '/health/ready', response: readiness });
export type ServerRole = z.infer<typeof serverRole>;
