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
 * the order stored, so each vehicle's positions are evaluated in order. `run` must not reject;
 * it is told when the oldest of its positions was queued (`performance.now()`).
 */
export function createEvaluationQueue(
  run: (fixes: Fix[], queuedAt: number) => Promise<void>,
  opts: QueueOptions,
) {
  let queue: Fix[] = [];
  /** When the positions in `queue` were queued, oldest first: one entry per `accept`. */
  const arrivals: { at: number; count: number }[] = [];
  /** The run under way: how many positions, queued since when. */
  let current: { count: number; at: number } | null = null;
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
    current = { count: fixes.length, at: takeArrivals(fixes.length) };
    running = run(fixes, current.at).finally(() => {
      running = null;
      current = null;
      while (queue.length < opts.backlog && waiting.length > 0) waiting.shift()!();
      if (queue.length >= opts.maxRun || (closed && queue.length > 0)) start();
      else schedule();
    });
  }

  /** Drops the arrivals of the `count` oldest positions; resolves to the oldest's time. */
  function takeArrivals(count: number): number {
    const oldest = arrivals[0]?.at ?? performance.now();
    let left = count;
    while (left > 0 && arrivals.length > 0) {
      const first = arrivals[0]!;
      const taken = Math.min(first.count, left);
      first.count -= taken;
      left -= taken;
      if (first.count === 0) arrivals.shift();
    }
    return oldest;
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
      if (fixes.length > 0) arrivals.push({ at: performance.now(), count: fixes.length });
      if (queue.length >= opts.maxRun) start();
      else schedule();
      if (queue.length < opts.backlog) return Promise.resolve();
      return new Promise((resolve) => waiting.push(resolve));
    },
    flush,
    /** Positions not yet evaluated, and since when the oldest of them waits (null: none). */
    stats(): { waiting: number; oldestAt: number | null } {
      return {
        waiting: queue.length + (current?.count ?? 0),
        oldestAt: current?.at ?? arrivals[0]?.at ?? null,
      };
    },
    async close(): Promise<void> {
      closed = true;
      await flush();
    },
  };
}
