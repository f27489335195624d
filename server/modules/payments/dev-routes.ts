import type { FastifyInstance } from 'fastify';
import { payDev, reversalPaymentDev } from '../../../src/api/contract/payments.ts';
import { requireUser } from '../../auth/caller.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { applyResult, reversePayment } from './apply.ts';
import { nowOf, type PaymentDeps } from './deps.ts';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { paymentDto } from './dto.ts';
import { createPayment } from './service.ts';

/** Provider name of payments made by payDev. */
export const DEV_PROVIDER = 'dev';

/**
 * Demo mode only (registered nowhere else): pay a request without any provider, and reverse a
 * paid payment, so demos and end-to-end tests can walk the whole request life cycle.
 */
export function devPaymentRoutes(scope: FastifyInstance, db: Db, deps: PaymentDeps): void {
  route(scope, payDev, async (req) => {
    const { userId } = requireUser(req);
    const row = await createPayment(
      db,
      deps,
      {
        userId,
        requestIds: [req.body.requestId],
        language: 'en',
        idempotencyKey: idempotencyKeyOf(req),
      },
      DEV_PROVIDER,
    );
    await db.transaction((tx) => applyResult(tx, deps, row.id, 'Paid'));
    return row.id;
  });

  route(scope, reversalPaymentDev, async (req) => {
    const { userId } = requireUser(req);
    return paymentDto(await reversePayment(db, userId, req.params.id, nowOf(deps)));
  });
}
