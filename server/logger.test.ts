import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor } from './logger.ts';

/** What a logger writes, line by line. */
function capture() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, lines: () => text.split('\n').filter(Boolean) };
}

describe('the log format', () => {
  it('is human on the terminal of a demo, JSON in production or when piped', () => {
    expect(logFormatFor('auto', { demo: true, tty: true })).toBe('pretty');
    expect(logFormatFor('auto', { demo: true, tty: false })).toBe('json');
    expect(logFormatFor('auto', { demo: false, tty: true })).toBe('json');
    // LOG_FORMAT says it outright.
    expect(logFormatFor('pretty', { demo: false, tty: false })).toBe('pretty');
    expect(logFormatFor('json', { demo: true, tty: true })).toBe('json');
  });

  it('pretty: one short line a person reads per event', async () => {
    const out = capture();
    const log = await createLogger({ level: 'info', format: 'pretty', demo: true }, out.stream);
    log.info({ address: '127.0.0.1', port: 8080, seeded: false, nested: { a: 1 } }, 'listening');
    log.warn({ deviceId: 'demo 7\nforged' }, 'position from an unknown device refused');
    log.debug('not at info');
    log.error({ err: new Error('connection refused') }, 'database pool error');
    const lines = out.lines();
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: listening address=127\.0\.0\.1 port=8080 seeded=false$/,
    );
    // A value that could forge a line is quoted, its line break escaped.
    expect(lines[1]).toMatch(
      /WARN: position from an unknown device refused deviceId="demo 7\\nforged"$/,
    );
    expect(lines[2]).toMatch(/ERROR: database pool error: connection refused$/);
    // Its stack follows for whoever must find the cause; nothing is JSON.
    expect(lines[3]).toMatch(/^\s+at /);
    expect(lines.some((l) => l.startsWith('{'))).toBe(false);
    expect(lines.join('\n')).not.toContain('not at info');
  });

  it('json: one object per event, as log collectors read', async () => {
    const out = capture();
    const log = await createLogger({ level: 'info', format: 'json', demo: true }, out.stream);
    log.info({ port: 8080 }, 'listening');
    const [line] = out.lines();
    expect(JSON.parse(line!)).toMatchObject({ level: 30, msg: 'listening', port: 8080 });
  });
});
