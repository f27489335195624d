import { FIRST_START_TIMEOUT_MS, startServer, stopServer } from './server.ts';
import { errorRow } from './table.ts';
import type { Outcome, Row } from './table.ts';

// (d) Server start-up on an existing data directory: spawn → first 200 on /config.json.

const BUDGET_START_MS = 3_000;
const RUNS = 3;

export interface StartTimes {
  median: number;
  runs: number[];
}

/** Starts once to prepare the data directory (not measured), then times three starts on it. */
export async function measureServerStart(port: number, dataDir: string): Promise<StartTimes> {
  await stopServer((await startServer(port, dataDir, FIRST_START_TIMEOUT_MS)).child);
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { child, ms } = await startServer(port, dataDir, 60_000);
    runs.push(ms);
    await stopServer(child);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { median: sorted[Math.floor(RUNS / 2)] ?? Number.NaN, runs };
}

export function serverStartRow(outcome: Outcome<StartTimes>): Row {
  const figure = '(d) server start, existing data dir';
  const budget = `≤ ${(BUDGET_START_MS / 1000).toFixed(1)} s`;
  if (!outcome.ok) return errorRow(figure, budget, outcome.error);
  const { median, runs } = outcome.value;
  return {
    figure,
    value: `${(median / 1000).toFixed(2)} s`,
    budget,
    verdict: median <= BUDGET_START_MS ? 'PASS' : 'OVER',
    detail: `median of ${runs.map((ms) => `${Math.round(ms)} ms`).join(', ')} (spawn → 200 on /config.json)`,
  };
}
