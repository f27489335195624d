import type { FastifyInstance } from 'fastify';
import { getLiveness, getReadiness } from '../../../src/api/contract/health.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { readinessCheck } from './readiness.ts';

/**
 * `/health/live` and `/health/ready` for load balancers and orchestrators: anonymous, never
 * cached, cheap (live touches nothing; ready reuses one database check for a second). While the
 * process drains at shutdown, Fastify answers every request 503 before any route, these too.
 */
export function healthRoutes(app: FastifyInstance, db: Db): void {
  const check = readinessCheck(db);
  route(app, getLiveness, (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' as const };
  });
  route(app, getReadiness, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    const { database, migrations } = await check();
    const ok = database.reachable && migrations.upToDate;
    if (!ok) reply.code(503);
    return {
      status: ok ? ('ready' as const) : ('not ready' as const),
      role: app.role(),
      database,
      migrations,
    };
  });
}
