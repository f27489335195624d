// Apart from abp-errors.ts, which the first screen loads: only writes use it.

/** Creates and other writes that must be done once, however often they are sent. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
