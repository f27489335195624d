import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './db/client.ts';
import { handleShutdownSignals } from './shutdown.ts';

const logger = pino({ level: 'silent' }) as FastifyBaseLogger;

// The tests drive the shutdown by events, not by the clock: the app's close() ends when the test
// says so, and each test waits for the exit code it expects. (They used to sleep for the close to
// finish and to space the signals, and a loaded machine stretched the sleeps.)
function harness(timeoutMs = 10_000) {
  const calls: string[] = [];
  const codes: number[] = [];
  let finishClose!: () => void;
  const closeGate = new Promise<void>((resolve) => (finishClose = resolve));
  const app = {
    close: async () => (await closeGate, calls.push('app')),
  } as unknown as FastifyInstance;
  const database = { close: async () => void calls.push('db') } as unknown as DatabaseHandle;
  let exited!: (code: number) => void;
  const firstExit = new Promise<number>((resolve) => (exited = resolve));
  const dispose = handleShutdownSignals({
    app,
    database,
    logger,
    timeoutMs,
    exit: (code) => {
      codes.push(code);
      exited(code);
    },
  });
  disposers.push(() => {
    dispose();
    finishClose();
  });
  return { calls, codes, finishClose, firstExit };
}

const disposers: (() => void)[] = [];
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.useRealTimers();
});

describe('shutdown signals', () => {
  it('closes the app, then the database, and exits 0', async () => {
    const { calls, codes, finishClose, firstExit } = harness();
    process.emit('SIGTERM', 'SIGTERM');
    finishClose();
    expect(await firstExit).toBe(0);
    expect({ codes, calls }).toEqual({ codes: [0], calls: ['app', 'db'] });
  });

  it('ignores the duplicate Ctrl+C delivered by the launcher', async () => {
    const { codes, finishClose, firstExit } = harness();
    process.emit('SIGINT', 'SIGINT');
    process.emit('SIGINT', 'SIGINT');
    finishClose();
    expect(await firstExit).toBe(0);
    expect(codes).toEqual([0]);
  });

  it('a later second signal forces exit 1', async () => {
    // Only the clock is faked: "later" is past the 300 ms window for duplicates.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { codes, firstExit } = harness();
    process.emit('SIGINT', 'SIGINT');
    vi.setSystemTime(Date.now() + 400);
    process.emit('SIGINT', 'SIGINT');
    expect(await firstExit).toBe(1);
    expect(codes).toEqual([1]);
  });

  it('a shutdown that hangs is cut short', async () => {
    // close() never finishes: the 100 ms limit ends the process.
    const { calls, firstExit } = harness(100);
    process.emit('SIGTERM', 'SIGTERM');
    expect(await firstExit).toBe(1);
    expect(calls).toEqual([]);
  });
});
