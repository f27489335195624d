import type { Fix } from '../ingest/writer.ts';

export interface QueueOptions {
  /** How long stored positions wait for companions before they are evaluated. */
  delayMs: number;
  /** Most positions evaluated in one go. */
  maxRun: number;
  /** Positions waiting beyond which the ingest is held back until the backlog is worked down. */
  backlog: number;
}

/**
 * Group evaluation, as the batcher's group commit: stored positions wait up to `delayMs`, or
 * until `maxRun` have gathered, and are evaluated together — one database statement for all of
 * them, where one per ingest batch cost as much as writing the batch again. A run at a time, in
 * the order stored, so each vehicle's positions are evaluated in order. `run` must not reject.
 */
export function createEvaluationQueue(run: (fixes: Fix[]) => Promise<void>, opts: QueueOptions) {
  let queue: Fix[] = [];
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const waiting: (() => void)[] = [];

  function start(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (running || queue.length === 0) return;
    const fixes = queue.slice(0, opts.maxRun);
    queue = queue.slice(fixes.length);
    running = run(fixes).finally(() => {
      running = null;
      while (queue.length < opts.backlog && waiting.length > 0) waiting.shift()!();
      if (queue.length >= opts.maxRun || (closed && queue.length > 0)) start();
      else schedule();
    });
  }

  function schedule(): void {
    if (!timer && !running && queue.length > 0) timer = setTimeout(start, opts.delayMs);
  }

  /** Resolves once everything queued so far (and anything queued meanwhile) is evaluated. */
  async function flush(): Promise<void> {
    while (running || queue.length > 0) {
      start();
      await running;
    }
  }

  return {
    /** Queues stored positions; resolves at once, or once a long backlog is worked down. */
    accept(fixes: readonly Fix[]): Promise<void> {
      queue.push(...fixes);
      if (queue.length >= opts.maxRun) start();
      else schedule();
      if (queue.length < opts.backlog) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
    flush,
    async close(): Promise<void> {
      closed = true;
      await flush();
    },
  };
}
