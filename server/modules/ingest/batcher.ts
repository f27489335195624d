import type { Db } from '../../db/client.ts';
import { writeFixes, type Fix } from './writer.ts';

export interface BatcherOptions {
  db: Db;
  /** Longest a fix waits for companions while no batch is being written. */
  maxDelayMs?: number;
  maxRows?: number;
  onError?: (err: unknown) => void;
  /**
   * Runs after each batch is durable and its fixes are answered; the next batch is written once
   * it settles. Must not reject (the fixes are stored whatever it does).
   */
  onStored?: (fixes: readonly Fix[]) => Promise<void>;
}

export interface Batcher {
  /** Resolves once the fix is durable (its batch committed); rejects if the batch failed. */
  submit(fix: Fix): Promise<void>;
  /** Writes what is pending; later submits are refused. */
  close(): Promise<void>;
}

interface Pending {
  fix: Fix;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit: one batch is written at a time (PGlite has a single connection anyway); fixes
 * that arrive meanwhile are written together as soon as it commits, up to `maxRows` a batch.
 * With no batch being written, a fix waits at most `maxDelayMs` for companions. So a busy
 * server writes large batches without a fixed wait: a device's answer (sent once its fix is
 * durable) takes about one or two batch writes, not the delay.
 */
export function createBatcher(opts: BatcherOptions): Batcher {
  const maxDelayMs = opts.maxDelayMs ?? 5;
  const maxRows = opts.maxRows ?? 500;
  let pending: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> | null = null;
  let closed = false;

  async function write(batch: Pending[]): Promise<void> {
    const fixes = batch.map((p) => p.fix);
    try {
      await writeFixes(opts.db, fixes);
      for (const p of batch) p.resolve();
    } catch (err) {
      opts.onError?.(err);
      for (const p of batch) p.reject(err);
      return;
    }
    // It logs its own failures; one it let through must not stop the intake.
    await opts.onStored?.(fixes).catch(() => {});
  }

  /** Starts writing the next batch unless one is being written; resolves when all is written. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (writing) return writing;
    if (pending.length === 0) return Promise.resolve();
    const batch = pending.slice(0, maxRows);
    pending = pending.slice(batch.length);
    writing = write(batch).then(() => {
      writing = null;
      // What arrived during the write goes next, without waiting for companions.
      return flush();
    });
    return writing;
  }

  return {
    submit(fix) {
      if (closed) return Promise.reject(new Error('ingest is closed'));
      return new Promise<void>((resolve, reject) => {
        pending.push({ fix, resolve, reject });
        if (writing) return; // picked up when the current batch commits
        if (pending.length >= maxRows) void flush();
        else timer ??= setTimeout(() => void flush(), maxDelayMs);
      });
    },
    async close() {
      closed = true;
      await flush();
    },
  };
}
