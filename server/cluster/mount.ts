import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Ingest } from '../modules/ingest/service.ts';
import { announce, joinCluster, onAnnounced } from './bus.ts';

/** On PostgreSQL, hears what the other server processes of the database announce (bus.ts). */
export async function registerCluster(app: FastifyInstance, config: Config, db: Db) {
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
