import type { Db } from '../../db/client.ts';
import { writeFixes, type Fix } from './writer.ts';

export interface BatcherOptions {
  db: Db;
  /** Longest a fix waits for companions before the batch is written. */
  maxDelayMs?: number;
  maxRows?: number;
  onError?: (err: unknown) => void;
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
 * Collects fixes for up to `maxDelayMs` or `maxRows`, then writes them in one go. Batches are
 * written one after another (PGlite has a single connection anyway).
 */
export function createBatcher(opts: BatcherOptions): Batcher {
  const maxDelayMs = opts.maxDelayMs ?? 200;
  const maxRows = opts.maxRows ?? 500;
  let pending: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return writing;
    writing = writing.then(async () => {
      try {
        await writeFixes(
          opts.db,
          batch.map((p) => p.fix),
        );
        for (const p of batch) p.resolve();
      } catch (err) {
        opts.onError?.(err);
        for (const p of batch) p.reject(err);
      }
    });
    return writing;
  }

  return {
    submit(fix) {
      if (closed) return Promise.reject(new Error('ingest is closed'));
      return new Promise<void>((resolve, reject) => {
        pending.push({ fix, resolve, reject });
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
