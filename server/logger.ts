import { pino, type Logger } from 'pino';

/** Structured JSON logs on stdout, one line per event: what log collectors expect. */
export function createLogger(level: string): Logger {
  return pino({ level, timestamp: pino.stdTimeFunctions.isoTime });
}
