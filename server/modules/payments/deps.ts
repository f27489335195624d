import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';

/** `markRequestsPaid` of server/modules/requests/stages.ts: bills Paid, stage → PaymentReview. */
export type MarkRequestsPaid = (db: Db, requestIds: string[], now?: Date) => Promise<unknown>;

export interface PaymentDeps {
  provider: PaymentProvider;
  markRequestsPaid: MarkRequestsPaid;
  /** Demo mode: the payment switches default to on (settings/definitions.ts). */
  demo: boolean;
  /** The app's origin (PUBLIC_URL): payers come back only there. */
  publicUrl: string;
  log?: FastifyBaseLogger;
  /** The clock (tests). */
  now?: () => Date;
}

export const nowOf = (deps: Pick<PaymentDeps, 'now'>) => deps.now?.() ?? new Date();
