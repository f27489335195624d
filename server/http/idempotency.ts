import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../src/api/contract/idempotency.ts';
import { ValidationError } from './errors.ts';

// Every create takes an Idempotency-Key (DESIGN.md "Offline edits": a paused mutation replayed
// after a lost answer must not create twice). The created row keeps the key under a unique index;
// a repeated key answers the first row, and a racing insert that loses at the index does too.

export const BAD_IDEMPOTENCY_KEY = 'The Idempotency-Key header must be 1 to 100 characters.';

/** The caller's Idempotency-Key, or null when absent; longer than 100 characters → 400. */
export function idempotencyKeyOf(req: FastifyRequest): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) return null;
  if (value.length > 100) {
    throw new ValidationError([{ message: BAD_IDEMPOTENCY_KEY, members: [IDEMPOTENCY_HEADER] }]);
  }
  return value;
}

/** PostgreSQL's unique_violation, through drizzle's wrapper (the driver error is its cause). */
export const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
