import { afterAll, describe, expect, it } from 'vitest';
import { runCleanups, serverLocation, spawnServer, type Cleanups } from './test/server-process.ts';

// What a person sees after `npm start` (LOG_FORMAT=pretty, as on a demo's terminal): the
// banner, then a short line per notable event; requests answered well leave no line.

const cleanups: Cleanups = [];
afterAll(() => runCleanups(cleanups), 30_000);

describe('the output of a pretty-logging server', () => {
  it('is the banner, then short human lines, and no line per request', async () => {
    const { env } = await serverLocation(cleanups);
    Object.assign(env, { LOG_FORMAT: 'pretty', NO_COLOR: '1' });
    const server = spawnServer(env);
    cleanups.push(() => server.stop());
    const [, port] = await server.waitFor(/is running: http:\/\/localhost:(\d+)/);
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${origin}/config.json`)).status).toBe(200);
      expect((await fetch(`${origin}/api/app/vehicle`)).status).toBe(401);
    }
    expect((await fetch(`${origin}/health/ready`)).status).toBe(200);
    expect(await server.stop()).toBe(0);

    const lines = server.output().split('\n').filter(Boolean);
    const banner = lines.findIndex((l) => l.includes('is running: http://localhost:'));
    expect(
      lines.some((l) => l.trimStart().startsWith('{')),
      server.output(),
    ).toBe(false);
    expect(lines.filter((l) => /config\.json|api\/app\/vehicle|health/.test(l))).toEqual([]);
    // After the banner: the event lines, each short, down to the clean stop.
    const events = lines.slice(banner + 1).filter((l) => /^\[\d\d:\d\d:\d\d\] [A-Z]+:/.test(l));
    expect(events.map((l) => l.replace(/^\S+ /, ''))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^INFO: listening /),
        'INFO: shut down cleanly',
      ]),
    );
    for (const line of events) expect(line.length, line).toBeLessThan(200);
  }, 120_000);
});
