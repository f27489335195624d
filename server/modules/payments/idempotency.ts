import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../src/api/contract/requests.ts';
import { ValidationError } from '../../http/errors.ts';
import { BAD_IDEMPOTENCY_KEY } from './messages.ts';

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
