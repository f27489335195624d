import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

/** Stops accepting connections, lets in-flight requests finish, then closes the database. */
export async function shutdown(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  await app.close();
  await database.close();
}

const DUPLICATE_WINDOW_MS = 300;

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
/** Returns a function that removes the handlers (tests). */
export function handleShutdownSignals(opts: ShutdownOptions): () => void {
  const { app, database, logger, timeoutMs = 10_000, exit = (code) => process.exit(code) } = opts;
  let first: { signal: NodeJS.Signals; at: number } | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (first) {
      // Ctrl+C under `npm start` reaches both the launcher (which forwards it) and this process:
      // the same signal twice within moments is one request, not an impatient second one.
      if (signal === first.signal && Date.now() - first.at < DUPLICATE_WINDOW_MS) return;
      logger.warn({ signal }, 'second signal: exiting now');
      exit(1);
      return;
    }
    first = { signal, at: Date.now() };
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
  return () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  };
}
