import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestApp, testConfig, type TestApp } from '../test/test-app.ts';

// Request logs: at info, only the requests someone must look at (errors, slow ones).

let t: TestApp | undefined;
afterEach(() => t?.close());

async function loggedApp(level: string, slowRequestMs: number) {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  const operations = { ...testConfig().operations, slowRequestMs };
  t = await setupTestApp({
    config: { operations },
    deps: { logger: pino({ level }, stream) },
    extend: (app) =>
      app.get('/api/test/broken/:id', async () => {
        throw new Error('a bug');
      }),
  });
  // Fastify's own request lines carry `req` / `res`; ours a top-level status code.
  const requestLines = () =>
    lines.filter((l) => 'req' in l || 'res' in l || typeof l.statusCode === 'number');
  return { app: t.app, requestLines };
}

describe('request logs', () => {
  it('say nothing at info of requests answered well and in time', async () => {
    const { app, requestLines } = await loggedApp('info', 1000);
    expect((await app.inject({ url: '/config.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/app/vehicle' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/no/such/file.js' })).statusCode).toBe(404);
    expect(requestLines()).toEqual([]);
  });

  it('name a failed request by route and path, without its query', async () => {
    const { app, requestLines } = await loggedApp('info', 1000);
    const res = await app.inject({ url: '/api/test/broken/42?token=secret' });
    expect(res.statusCode).toBe(500);
    expect(requestLines()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'request failed',
        method: 'GET',
        route: '/api/test/broken/:id',
        path: '/api/test/broken/42',
        statusCode: 500,
      }),
    ]);
    expect(JSON.stringify(requestLines())).not.toContain('secret');
  });

  it('name a request slower than SLOW_REQUEST_MS', async () => {
    // 0 ms: every request is slow, so this one is logged without waiting for a slow one.
    const { app, requestLines } = await loggedApp('info', 0);
    await app.inject({ url: '/config.json?v=2' });
    const [line] = requestLines();
    expect(line).toMatchObject({ level: 30, msg: 'slow request', route: '/config.json' });
    expect(line!.ms).toEqual(expect.any(Number));
  });

  it('name every request at debug level', async () => {
    const { app, requestLines } = await loggedApp('debug', 1000);
    await app.inject({ url: '/config.json' });
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 20, msg: 'request', path: '/config.json', statusCode: 200 }),
    ]);
  });
});
