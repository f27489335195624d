import { describe, expect, it } from 'vitest';
import type { Fix } from '../ingest/writer.ts';
import { createEvaluationQueue } from './queue.ts';

// Group evaluation: positions accepted close together are evaluated in one run, in the order
// accepted, one run at a time; a long backlog holds the ingest back.

const fix = (n: number): Fix => ({
  vehicleId: 'v',
  time: new Date(n * 1000),
  lat: 0,
  lon: 0,
  speed: n,
  bearing: null,
  altitude: null,
  accuracy: null,
});

function recorder() {
  const runs: number[][] = [];
  let release: (() => void) | null = null;
  let hold = false;
  return {
    runs,
    holdNext: () => void (hold = true),
    release: () => release?.(),
    run: async (fixes: Fix[]) => {
      runs.push(fixes.map((f) => f.speed));
      if (hold) {
        hold = false;
        await new Promise<void>((resolve) => (release = resolve));
      }
    },
  };
}

describe('the evaluation queue', () => {
  it('evaluates what arrives within the delay in one run, in order', async () => {
    const r = recorder();
    const q = createEvaluationQueue(r.run, { delayMs: 60_000, maxRun: 100, backlog: 1000 });
    await q.accept([fix(1), fix(2)]);
    await q.accept([fix(3)]);
    expect(r.runs).toEqual([]); // waiting for companions
    await q.flush();
    expect(r.runs).toEqual([[1, 2, 3]]);
  });

  it('starts at once when a run is full, and takes what arrived meanwhile next', async () => {
    const r = recorder();
    const q = createEvaluationQueue(r.run, { delayMs: 60_000, maxRun: 3, backlog: 1000 });
    r.holdNext();
    await q.accept([fix(1), fix(2), fix(3), fix(4)]);
    expect(r.runs).toEqual([[1, 2, 3]]);
    await q.accept([fix(5)]);
    const done = q.flush();
    r.release();
    await done;
    expect(r.runs).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('holds the ingest back while the backlog is long', async () => {
    const r = recorder();
    const q = createEvaluationQueue(r.run, { delayMs: 60_000, maxRun: 2, backlog: 3 });
    r.holdNext();
    await q.accept([fix(1), fix(2)]); // running, held
    let accepted = false;
    const held = q.accept([fix(3), fix(4), fix(5)]).then(() => (accepted = true));
    await Promise.resolve();
    expect(accepted).toBe(false);
    r.release();
    await held;
    await q.close();
    expect(r.runs.flat()).toEqual([1, 2, 3, 4, 5]);
  });
});
