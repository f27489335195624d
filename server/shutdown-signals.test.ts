import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.ts';
import { handleShutdownSignals } from './shutdown.ts';

const logger = pino({ level: 'silent' }) as FastifyBaseLogger;

function fakes(closeMs: number) {
  const calls: string[] = [];
  const app = {
    close: async () => (await sleep(closeMs), calls.push('app')),
  } as unknown as FastifyInstance;
  const database = { close: async () => void calls.push('db') } as unknown as DatabaseHandle;
  return { app, database, calls };
}

async function run(closeMs: number, signals: [NodeJS.Signals, number][], timeoutMs = 1000) {
  const { app, database, calls } = fakes(closeMs);
  const codes: number[] = [];
  const dispose = handleShutdownSignals({
    app,
    database,
    logger,
    timeoutMs,
    exit: (c) => codes.push(c),
  });
  try {
    for (const [signal, delay] of signals) {
      await sleep(delay);
      process.emit(signal, signal);
    }
    await sleep(closeMs + 100);
    return { codes, calls };
  } finally {
    dispose();
  }
}

describe('shutdown signals', () => {
  it('closes the app, then the database, and exits 0', async () => {
    expect(await run(20, [['SIGTERM', 0]])).toEqual({ codes: [0], calls: ['app', 'db'] });
  });

  it('ignores the duplicate Ctrl+C delivered by the launcher', async () => {
    expect(
      (
        await run(50, [
          ['SIGINT', 0],
          ['SIGINT', 5],
        ])
      ).codes,
    ).toEqual([0]);
  });

  it('a later second signal forces exit 1', async () => {
    expect(
      (
        await run(600, [
          ['SIGINT', 0],
          ['SIGINT', 400],
        ])
      ).codes[0],
    ).toBe(1);
  });

  it('a shutdown that hangs is cut short', async () => {
    expect((await run(400, [['SIGTERM', 0]], 100)).codes[0]).toBe(1);
  });
});
