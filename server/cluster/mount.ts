import type { FastifyInstance } from 'fastify';
import type { ServerRole } from '../../src/api/contract/health.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Ingest } from '../modules/ingest/service.ts';
import { announce, joinCluster, onAnnounced } from './bus.ts';
import type { Leadership } from './leader.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's election (leader-work.ts), when it takes part in one. */
    leadership: Leadership | null;
    /** Its part among the server processes of its database (health/ready). */
    role(): ServerRole;
  }
}

/**
 * On PostgreSQL, hears what the other server processes of the database announce (bus.ts).
 * The role: a PGlite server is its database's only one (the leader); on PostgreSQL the election
 * decides, and a process that takes no part in it (production) is a peer of the others.
 */
export async function registerCluster(app: FastifyInstance, config: Config, db: Db) {
  app.decorate('leadership', null);
  app.decorate('role', function role(this: FastifyInstance): ServerRole {
    if (this.leadership) return this.leadership.isLeader() ? 'leader' : 'follower';
    return config.databaseUrl ? 'peer' : 'leader';
  });
  if (!config.databaseUrl) return;
  const member = await joinCluster({ databaseUrl: config.databaseUrl, db, log: app.log });
  app.addHook('onClose', () => member.close());
}

/**
 * The ingest whose `forget` (a device's key changed) reaches every process: each caches devices
 * for a minute, and a key rotated because it leaked must stop working everywhere.
 */
export function forgettingEverywhere(app: FastifyInstance, ingest: Ingest): Ingest {
  const off = onAnnounced('device', (deviceId) => ingest.forget(deviceId));
  app.addHook('onClose', async () => off());
  return { ...ingest, forget: (deviceId) => announce('device', deviceId) };
}
