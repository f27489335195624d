import { z } from 'zod';

// What the operator of a running server configures for watching it: metrics access and logs.

export type LogFormat = 'pretty' | 'json' | 'auto';

export interface OperationsConfig {
  /**
   * METRICS_TOKEN: unset → `/metrics` answers callers on this machine only (the socket's own
   * address, never X-Forwarded-For); set → it needs `Authorization: Bearer <token>`, from anywhere.
   */
  metricsToken: string | null;
  /**
   * LOG_FORMAT: `pretty` (one short human line per event), `json` (one JSON object per event,
   * for log collectors), or `auto` (unset): pretty in demo mode on a terminal, JSON otherwise.
   */
  logFormat: LogFormat;
  /** SLOW_REQUEST_MS: a request taking this long or longer is logged at info level (1000). */
  slowRequestMs: number;
}

export const operationsEnv = {
  METRICS_TOKEN: z.string().trim().min(1).optional(),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
};
type OperationsEnv = {
  METRICS_TOKEN?: string;
  LOG_FORMAT?: 'pretty' | 'json';
  SLOW_REQUEST_MS: number;
};

export const operationsConfigOf = (e: OperationsEnv): OperationsConfig => ({
  metricsToken: e.METRICS_TOKEN ?? null,
  logFormat: e.LOG_FORMAT ?? 'auto',
  slowRequestMs: e.SLOW_REQUEST_MS,
});
