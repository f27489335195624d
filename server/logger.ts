import { pino, type Logger } from 'pino';
import type { LogFormat } from './config-operations.ts';

/**
 * `auto` (LOG_FORMAT unset): a person reads a demo's terminal (`npm start`); anything else
 * (production, output piped to a file or a collector) gets JSON.
 */
export function logFormatFor(
  format: LogFormat,
  where: { demo: boolean; tty: boolean },
): 'pretty' | 'json' {
  if (format !== 'auto') return format;
  return where.demo && where.tty ? 'pretty' : 'json';
}

// Said by the line's own layout (time, level), or of no use to a person reading it.
const UNSHOWN = new Set(['time', 'level', 'pid', 'hostname', 'reqId', 'err']);

/** `key=value` of a field; a value with spaces, quotes or control characters quoted (JSON). */
const field = (key: string, value: string | number | boolean) =>
  typeof value === 'string' && (value === '' || /[\s"=\\\p{Cc}]/u.test(value))
    ? `${key}=${JSON.stringify(value)}`
    : `${key}=${value}`;

/**
 * One line: the message, the plain fields as `key=value` (nested objects are left to the JSON
 * format), and an error's message; an error's stack follows on its own lines at error level.
 */
export function humanLine(log: Record<string, unknown>, messageKey: string): string {
  const fields = Object.entries(log)
    .filter(([key]) => key !== messageKey && !UNSHOWN.has(key))
    .flatMap(([key, value]) =>
      ['string', 'number', 'boolean'].includes(typeof value)
        ? [field(key, value as string | number | boolean)]
        : [],
    );
  const err = log.err as { message?: string; stack?: string } | undefined;
  let line = `${String(log[messageKey] ?? '')}${err?.message ? `: ${err.message}` : ''}`;
  if (fields.length > 0) line += ` ${fields.join(' ')}`;
  const stack = err?.stack?.split('\n').slice(1).join('\n');
  return (log.level as number) >= 50 && stack ? `${line}\n${stack}` : line;
}

export interface LoggerOptions {
  level: string;
  format: LogFormat;
  demo: boolean;
}

/**
 * The server's logger: JSON on stdout, one object per event (what log collectors expect), or
 * pino-pretty's lines (loaded only then), written synchronously so they interleave in order
 * with the banner.
 */
export async function createLogger(
  opts: LoggerOptions,
  destination?: NodeJS.WritableStream,
): Promise<Logger> {
  const options = { level: opts.level, timestamp: pino.stdTimeFunctions.isoTime };
  const tty = destination === undefined && process.stdout.isTTY === true;
  if (logFormatFor(opts.format, { demo: opts.demo, tty }) === 'json') {
    return destination ? pino(options, destination) : pino(options);
  }
  const { default: pretty } = await import('pino-pretty');
  const stream = pretty({
    destination: destination ?? 1,
    sync: true,
    colorize: tty && !process.env.NO_COLOR,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    hideObject: true,
    messageFormat: humanLine,
  });
  return pino(options, stream);
}
