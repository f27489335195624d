import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

/** Stops accepting connections, lets in-flight requests finish, then closes the database. */
export async function shutdown(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await app.close();
  await database.close();
}

export interface ShutdownOptions {
  app: FastifyInstance;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * SIGTERM/SIGINT → graceful shutdown and exit 0. A second signal, or a shutdown that takes longer
 * than `timeoutMs` (a request that never ends), forces exit 1 so orchestrators are not kept waiting.
 */
export function handleShutdownSignals(opts: ShutdownOptions): void {
  const { app, database, logger, timeoutMs = 10_000, exit = (code) => process.exit(code) } = opts;
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out: exiting now');
      exit(1);
    }, timeoutMs);
    timer.unref();
    shutdown(app, database).then(
      () => {
        logger.info('shut down cleanly');
        exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
