import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.ts';
import { startLeaderWork } from './cluster/leader-work.ts';
import { printBanner } from './banner.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { seedDatabase } from './db/seed.ts';
import { createLogger } from './logger.ts';
import { generateAdminPassword } from './modules/identity/seed.ts';
import { startPositionRetention } from './modules/positions-retention/schedule.ts';
import {
  loadOrCreateSharedVapidKeys,
  loadOrCreateVapidKeys,
} from './modules/delivery/vapid-keys.ts';
import { handleShutdownSignals } from './shutdown.ts';

// The server process, loaded by server/main.ts: env → database (migrate, seed if new) → listen.

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
const logger = await createLogger({
  level: config.logLevel,
  format: config.operations.logFormat,
  demo: config.demo,
});

try {
  const database = await openDatabase(config, (err) =>
    logger.error({ err }, 'database pool error'),
  );
  await database.migrate();
  // Browsers subscribe with the VAPID public key: without VAPID_* it is kept in DATA_DIR, or
  // on PostgreSQL in the database, so that every server process of it uses the same pair.
  config.push.vapidKeys ??= config.databaseUrl
    ? await loadOrCreateSharedVapidKeys(database.db, config.dataDir)
    : await loadOrCreateVapidKeys(config.dataDir);
  // Unless ADMIN_PASSWORD is set, the demo administrator gets a random password, printed once.
  const adminPassword = config.adminPassword ?? generateAdminPassword();
  const seeded = await seedDatabase(database.db, {
    demo: config.demo,
    adminPassword,
    extraUsers: config.demoExtraUsers,
  });
  const app = await buildApp({ config, db: database.db, logger });
  // Positions' monthly partitions (this month and the next two) exist before the first fix
  // comes; then daily, history past each tenant's GoTrack.HistoryRetentionDays goes.
  const retention = startPositionRetention({
    db: database.db,
    capDays: config.positionRetentionDays,
    log: app.log,
  });
  app.addHook('preClose', () => retention.stop());
  await retention.ready;
  // In demo mode demo vehicles move through the same ingest as real devices, and a timer plays
  // the back office that reviews requests and installs trackers: in one process of the database.
  if (config.demo) startLeaderWork(app, config, database.db);
  handleShutdownSignals({ app, database, logger });
  await app.listen({ port: config.port, host: config.host });

  const { port, address } = app.server.address() as AddressInfo;
  // Measured from process start, so module loading and opening the database count too.
  const startupMs = Math.round(performance.now());
  const generated = seeded && config.demo && !config.adminPassword;
  printBanner({
    config,
    port,
    databaseKind: database.kind,
    seeded,
    generatedAdminPassword: generated ? adminPassword : null,
  });
  // After the banner: from here on, the events of the running server.
  logger.info({ address, port, startupMs, database: database.kind, seeded }, 'listening');
} catch (err) {
  // A second server on one data directory is a mistake of whoever started it: say so plainly.
  if (err instanceof DataDirLockedError) process.stderr.write(`${err.message}\n`);
  else logger.fatal({ err }, 'start-up failed');
  process.exit(1);
}
